import React, {useEffect, useRef, useState} from 'react';

/**
 * The box every table sits in. With the `.table-scroll` rule in custom.css the table fills the
 * content width, and a table wider than that scrolls sideways inside this box instead of widening
 * the page (below the desktop breakpoint data tables are cards instead: docs-dev/reading.md). While it can scroll, the box is a named, focusable region, so
 * keyboard users can scroll it too (WCAG "scrollable region must be focusable").
 */
export default function TableScroll({children, label}: {children: React.ReactNode; label?: string}): React.ReactElement {
  const box = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => setScrollable(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={box}
      className="table-scroll"
      {...(scrollable ? {tabIndex: 0, role: 'region', 'aria-label': label ?? 'Table (scrolls sideways)'} : {})}>
      {children}
    </div>
  );
}
