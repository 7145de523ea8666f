/** A chosen file and its object URL for a preview (revoked when replaced or unmounted). */
import { useEffect, useState } from 'react';

export function useFilePreview(): [File | undefined, string | undefined, (f: File | undefined) => void] {
  const [file, setFile] = useState<File>();
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return [file, url, setFile];
}
