'use client';
import { useEffect, useRef, useState } from 'react';

/**
 * Becomes true once the element intersects the viewport (grown by `rootMargin`)
 * and stays true: lazy islands use it to load their code once, on approach.
 */
export function useInView<T extends Element>(options: IntersectionObserverInit) {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);
  const { rootMargin, threshold } = options;

  useEffect(() => {
    const element = ref.current;
    if (!element || inView) return;
    const observer = new IntersectionObserver(
      (records) => {
        if (!records.some((record) => record.isIntersecting)) return;
        observer.disconnect();
        setInView(true);
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, rootMargin, threshold]);

  return [ref, inView] as const;
}
