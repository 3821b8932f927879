// The language of the pages the build draws in HTML before the app's code arrives (issue 20,
// item 3: the sign-in form, the start-quiz page), shared by their plain scripts (login.js,
// start-quiz.js), which run after this one. Each text is in the page in English, with its
// French beside it (data-fr, data-fr-alt, data-fr-label); the language is the one chosen
// before (localStorage "language", as the app keeps it), English otherwise.
(function () {
  var language = 'en';
  try {
    language = localStorage.getItem('language') === 'fr' ? 'fr' : 'en';
  } catch {
    /* storage refused: English */
  }

  // Swaps an element's text, or one of its attributes, between its English (kept the first
  // time in data-en…) and its French.
  function swap(root, french, english, read, write) {
    root.querySelectorAll('[' + french + ']').forEach(function (el) {
      if (!el.hasAttribute(english)) el.setAttribute(english, read(el));
      write(el, el.getAttribute(language === 'fr' ? french : english));
    });
  }

  window.__sabiShellLanguage = {
    get: function () {
      return language;
    },
    /** Chosen here: kept for the app, as its language switch keeps it. */
    set: function (chosen) {
      language = chosen === 'fr' ? 'fr' : 'en';
      try {
        localStorage.setItem('language', language);
      } catch {
        /* storage refused: this page only */
      }
    },
    /** An element's text of a kind (data-student, data-fr-student, …) in the language. */
    text: function (el, kind) {
      return el.getAttribute((language === 'fr' ? 'data-fr-' : 'data-') + kind);
    },
    /** Every text under root in the language. */
    draw: function (root) {
      document.documentElement.lang = language;
      swap(root, 'data-fr', 'data-en', function (el) { return el.textContent; }, function (el, text) { el.textContent = text; });
      swap(root, 'data-fr-alt', 'data-en-alt', function (el) { return el.alt; }, function (el, text) { el.alt = text; });
      swap(root, 'data-fr-label', 'data-en-label', function (el) { return el.getAttribute('aria-label'); }, function (el, text) { el.setAttribute('aria-label', text); });
    },
  };
})();
