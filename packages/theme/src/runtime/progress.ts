/** The route-change progress bar: shown only when loading takes longer than the delay. */
import NProgress from 'nprogress';

export const PROGRESS_DELAY_MS = 200;

NProgress.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false });

export function startProgress(): () => void {
  const timer = setTimeout(() => NProgress.start(), PROGRESS_DELAY_MS);
  return () => {
    clearTimeout(timer);
    NProgress.done();
  };
}
