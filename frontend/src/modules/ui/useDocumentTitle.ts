import { useEffect } from 'react';

/** Sets the window title to `<title> · <product>`. */
export function useDocumentTitle(title: string, product: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${product}` : product;
  }, [title, product]);
}
