// The colour theme, applied before the first paint (a classic script in <head>, so no flash of the wrong theme):
// the person's choice on this device (localStorage 'theme': 'light' or 'dark'), else the system's setting, followed
// live. The app's switch (client/lib/theme.ts) stores the choice and calls prosperaTheme.apply(); this file is the
// one place the rule lives. The CSP allows it as a same-origin script.
(function () {
  var KEY = 'theme';
  var COLORS = { light: '#4f46e5', dark: '#0f172a' };
  var system = window.matchMedia('(prefers-color-scheme: dark)');

  function choice() {
    try {
      var stored = window.localStorage.getItem(KEY);
      return stored === 'light' || stored === 'dark' ? stored : 'system';
    } catch {
      return 'system';
    }
  }

  function apply() {
    var chosen = choice();
    var theme = chosen === 'system' ? (system.matches ? 'dark' : 'light') : chosen;
    var root = document.documentElement;
    root.setAttribute('data-theme', theme);
    root.setAttribute('data-theme-choice', chosen);
    var meta = document.querySelector('meta[name="theme-color"]');
    if (meta) meta.setAttribute('content', COLORS[theme]);
    return theme;
  }

  window.prosperaTheme = { apply: apply };
  apply();
  system.addEventListener('change', apply);
  // Another tab changed the choice.
  window.addEventListener('storage', function (event) {
    if (event.key === KEY || event.key === null) apply();
  });
})();
