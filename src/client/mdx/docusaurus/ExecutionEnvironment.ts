/** `@docusaurus/ExecutionEnvironment`: whether the code runs in a browser (false at build time). */
const canUseDOM = typeof window !== 'undefined' && typeof document !== 'undefined';

const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && typeof window.addEventListener === 'function',
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && typeof screen !== 'undefined',
};

export default ExecutionEnvironment;
