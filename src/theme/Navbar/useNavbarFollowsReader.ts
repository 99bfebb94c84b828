import {useEffect} from 'react';
import {useScrollController} from '@docusaurus/theme-common/internal';

/** How long a reader's scrolling gesture speaks for the page's movement after its last event (a wheel's or a fling's glide). */
const GESTURE_MS = 1000;
const DOWN_KEYS = new Set(['ArrowDown', 'PageDown', 'End']);
const UP_KEYS = new Set(['ArrowUp', 'PageUp', 'Home']);

/**
 * The theme's hideable navbar slides away whenever the page moves down. The page also moves down
 * when the reader did not move it: content above the screen grows (on /api, operations laid out at
 * their real height) and the browser shifts the scroll position to keep the reader's place (scroll
 * anchoring). The navbar then left just as the reader reached for it, and a click on one of its
 * links landed on the bar behind. Here a downward move counts for the navbar only while the
 * reader's own last gesture (wheel, keys, touch) went down; any other is kept from the theme's
 * scroll watchers with the theme's own switch, which its tabs use the same way. Upward moves always
 * count, so the navbar still comes back whenever the page moves up.
 */
export function useNavbarFollowsReader(): void {
  const {disableScrollEvents, enableScrollEvents} = useScrollController();
  useEffect(() => {
    let goingDown = false;
    let lastGesture = -Infinity;
    let lastY = window.scrollY;
    let touchY: number | undefined;
    const gesture = (down: boolean) => {
      goingDown = down;
      lastGesture = performance.now();
    };
    const onWheel = (event: WheelEvent) => event.deltaY !== 0 && gesture(event.deltaY > 0);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === ' ') gesture(!event.shiftKey);
      else if (DOWN_KEYS.has(event.key)) gesture(true);
      else if (UP_KEYS.has(event.key)) gesture(false);
    };
    const onTouchStart = (event: TouchEvent) => {
      touchY = event.touches[0]?.clientY;
    };
    const onTouchMove = (event: TouchEvent) => {
      const y = event.touches[0]?.clientY;
      if (y !== undefined && touchY !== undefined && y !== touchY) gesture(y < touchY);
      touchY = y;
    };
    const onScroll = (event: Event) => {
      // Captured at the window, so scrolling boxes (the sidebar, a wide table) come by too: only the page counts.
      if (event.target !== document) return;
      const y = window.scrollY;
      const movedDown = y > lastY;
      lastY = y;
      const now = performance.now();
      if (goingDown && now - lastGesture < GESTURE_MS) {
        lastGesture = now; // the glide goes on
        return;
      }
      if (!movedDown) return;
      // Captured before the theme's listeners on the window, which then skip this one event.
      disableScrollEvents();
      window.setTimeout(enableScrollEvents, 0);
    };
    const options = {passive: true, capture: true};
    window.addEventListener('wheel', onWheel, options);
    window.addEventListener('keydown', onKey, options);
    window.addEventListener('touchstart', onTouchStart, options);
    window.addEventListener('touchmove', onTouchMove, options);
    window.addEventListener('scroll', onScroll, options);
    return () => {
      window.removeEventListener('wheel', onWheel, options);
      window.removeEventListener('keydown', onKey, options);
      window.removeEventListener('touchstart', onTouchStart, options);
      window.removeEventListener('touchmove', onTouchMove, options);
      window.removeEventListener('scroll', onScroll, options);
    };
  }, [disableScrollEvents, enableScrollEvents]);
}
