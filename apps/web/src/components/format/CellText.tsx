import type { ReactNode } from 'react';
import './cellText.css';

/*
 * Text in a list cell in the looks of antd's Typography, drawn as plain elements: a generic list
 * draws these in many of its cells (every empty value, every reference's id), and each
 * Typography.Text runs a dozen hooks and its style registration, and one that cuts its text also
 * measures its own width after every render, a forced layout per cell.
 */

/** Secondary text: a missing value's dash, a reference's id. */
export function MutedText({ children }: { children: ReactNode }) {
  return <span className="ld-text-muted">{children}</span>;
}

/** A value shown as code (a stored file's path). */
export function CodeText({ text }: { text: string }) {
  return <code className="ld-text-code">{text}</code>;
}

/** One line cut by CSS to the width it is given, whole on hover; as code when `code`. */
export function CutText({ text, code = false }: { text: string; code?: boolean }) {
  const Text = code ? 'code' : 'span';
  return (
    <Text className={code ? 'ld-text-code ld-text-cut' : 'ld-text-cut'} title={text}>
      {text}
    </Text>
  );
}
