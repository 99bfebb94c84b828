import {useEffect} from 'react';
import {useScrollController} from '@docusaurus/theme-common/internal';

/** How long a reader's scrolling gesture speaks for the page's movement after its last event (a wheel's or a fling's glide). */
const GESTURE_MS = 1000;
/**
 * ...and for at least this many frames after it. A busy page (a slow phone) hears of the move its
 * reader made late: a key's handlers that take long delay the scroll they start, and the browser
 * scrolls on while the page's own thread is held and tells it only in the first frame after. Time
 * alone then reads the reader's own move as one made without them. A glide starts within a few
 * frames of its key or wheel; a page growing above the screen is rarely that quick.
 */
const FRAMES = 10;
const DOWN_KEYS = new Set(['ArrowDown', 'PageDown', 'End']);
const UP_KEYS = new Set(['ArrowUp', 'PageUp', 'Home']);

/**
 * The theme's hideable navbar slides away whenever the page moves down. The page also moves down
 * when the reader did not move it: content above the screen grows (on /api, operations laid out at
 * their real height) and the browser shifts the scroll position to keep the reader's place (scroll
 * anchoring). The navbar then left just as the reader reached for it, and a click on one of its
 * links landed on the bar behind. Here a downward move counts for the navbar only while the
 * reader's own last gesture (wheel, keys, Tab, touch) went down; any other is kept from the theme's
 * scroll watchers with the theme's own switch, which its tabs use the same way.
 *
 * The theme decides from the position it saw last: it hides the bar when the page is at or below it.
 * A move kept from it leaves that position behind, so this keeps the theme's view (`seen`) and keeps
 * from it only an event it would read wrongly: one that would hide a visible bar without the
 * reader going down, upward moves above a left-behind position included. An event it reads rightly
 * (the bar hidden already, or a move above what it saw) reaches it and brings its view up to date.
 */
export function useNavbarFollowsReader(): void {
  const {disableScrollEvents, enableScrollEvents} = useScrollController();
  useEffect(() => {
    let goingDown = false;
    let lastGesture = -Infinity;
    let lastY = window.scrollY;
    /** The position the theme's watchers saw last (they hide the navbar at or below it). */
    let seen = window.scrollY;
    /** The navbar's height, measured once as the theme measures it (never on the scroll path again). */
    let navbarHeight: number | undefined;
    let touchY: number | undefined;
    /** Frames the page has drawn since the gesture's last event (counted up to FRAMES only). */
    let frames = FRAMES;
    const countFrame = () => {
      frames += 1;
      if (frames < FRAMES) requestAnimationFrame(countFrame);
    };
    /** The gesture speaks for the page's moves from now on: for GESTURE_MS or FRAMES frames, whichever ends later. */
    const keepOpen = () => {
      lastGesture = performance.now();
      if (frames >= FRAMES) requestAnimationFrame(countFrame);
      frames = 0;
    };
    const gesture = (down: boolean) => {
      goingDown = down;
      keepOpen();
    };
    const onWheel = (event: WheelEvent) => event.deltaY !== 0 && gesture(event.deltaY > 0);
    const onKey = (event: KeyboardEvent) => {
      // Tab moves the page to the next control: down with Tab, up with Shift+Tab (so the theme's
      // back-to-top button, which shows while the page moves up, appears for a keyboard reader too).
      if (event.key === ' ' || event.key === 'Tab') gesture(!event.shiftKey);
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
      const readersWay = now - lastGesture < GESTURE_MS || frames < FRAMES;
      if (readersWay) keepOpen(); // the glide goes on
      const navbar = document.querySelector('nav.navbar');
      const themeWouldHide = navbar !== null && y >= seen && y >= (navbarHeight ??= navbar.getBoundingClientRect().height);
      const hidden = navbar !== null && /\bnavbarHidden/.test(navbar.className);
      if (themeWouldHide && !hidden && !(readersWay && goingDown && movedDown)) {
        // Captured before the theme's listeners on the window, which then skip this one event.
        disableScrollEvents();
        window.setTimeout(enableScrollEvents, 0);
        return;
      }
      seen = y;
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
