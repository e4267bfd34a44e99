/** The product mark, drawn inline: the shell loads no remote images (DESIGN.md §6). */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#409eff" />
      <path d="M9 8h4v12h10v4H9z" fill="#fff" />
      <circle cx="23" cy="11" r="3" fill="#b3d8ff" />
    </svg>
  );
}
