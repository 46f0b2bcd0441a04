// Runs in <head> before first paint: applies the stored theme and region so a returning
// visitor never sees the light theme or another region's copy flash first. Kept tiny and
// constant so its CSP hash is stable.
export const BOOT_SCRIPT = `(function(){try{var d=document.documentElement;var t=localStorage.getItem('theme');if(t==='dark'||t==='light')d.setAttribute('data-theme',t);var r=localStorage.getItem('region');if(r==='AU'||r==='US'||r==='EU'||r==='SA')d.setAttribute('data-region',r);}catch(e){}})();`;
