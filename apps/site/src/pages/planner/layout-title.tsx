import { useEffect, useState } from 'react';

/** The optional layout title above the canvas; committed (one undo step) on Enter or when left. */
export function LayoutTitle({ title, onCommit }: { title: string; onCommit(title: string): void }) {
  const [text, setText] = useState(title);
  useEffect(() => setText(title), [title]);
  const commit = () => {
    if (text.trim() !== title) onCommit(text.trim());
  };
  return (
    <input
      className="planner-title"
      aria-label="Layout title"
      placeholder="Layout title (optional)"
      maxLength={200}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}
