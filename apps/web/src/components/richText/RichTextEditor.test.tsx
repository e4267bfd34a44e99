import { act, render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import RichTextEditor from './RichTextEditor';

/** The editor as a form shows it: a required field with the form's own validation on change. */
function RequiredContent({ onChange, disabled }: { onChange?: (html: string) => void; disabled?: boolean }) {
  const [form] = Form.useForm();
  return (
    <Form form={form} onValuesChange={(changed: { content?: string }) => onChange?.(changed.content ?? '')}>
      <Form.Item name="content" label="Content" rules={[{ required: true, message: 'Content is required' }]}>
        <RichTextEditor aria-label="Content" disabled={disabled} />
      </Form.Item>
      <Button onClick={() => void form.validateFields().catch(() => undefined)}>Check</Button>
    </Form>
  );
}

describe('RichTextEditor in a form', () => {
  it('opens an empty required field without an error: neither mounting nor a change of editability is an edit', async () => {
    const changes = vi.fn();
    const { rerender } = render(<RequiredContent onChange={changes} />);
    await screen.findByTestId('rich-text-input');
    // Becoming read-only and editable again is not an edit either.
    rerender(<RequiredContent onChange={changes} disabled />);
    rerender(<RequiredContent onChange={changes} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(changes).not.toHaveBeenCalled();
    expect(screen.queryByText('Content is required')).toBeNull();

    act(() => screen.getByRole('button', { name: 'Check' }).click());
    await waitFor(() => expect(screen.getByText('Content is required')).toBeTruthy());
  });
});
