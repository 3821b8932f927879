// The start-quiz page's HTML form before the app's code arrives (issue 20, item 3; the page is
// src/features/quiz/shell/start-quiz.html). A plain script, a file of its own because the page's
// Content-Security-Policy allows no inline script; language.js runs just before it. It draws the
// page in the language chosen before, starts from the choices the app would start from (the mode
// in the address, the kind of quiz and the timer as last chosen, Normal), fills in the topic,
// subject and class, makes the choices work and enables Generate Quiz. A press is kept, with the
// choices, in window.__sabiShellStartQuiz, and the page says the quiz is being made; nothing is
// sent: the app's page takes the choices and the press over when it replaces this
// (src/features/quiz/lib/shellStartQuiz.ts) and asks for the quiz then.
(function () {
  var form = document.querySelector('form[data-shell-start-quiz]');
  var texts = window.__sabiShellLanguage;
  if (!form || !texts || window.__sabiShellStartQuiz) return;

  function stored(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  // Not signed in: the app sends the visitor to the sign-in page; nothing to choose here.
  if (!stored('user')) return;

  // /start-quiz/subject/:subject/class/:class/topic/:topic/mode/:mode
  var parts = location.pathname.split('/');
  function param(name) {
    var at = parts.indexOf(name);
    return at > 0 && at + 1 < parts.length ? parts[at + 1] : '';
  }
  function decoded(text) {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  }
  // A name in the address, as src/lib/slug.ts reads it: the one chosen last when it is that
  // one, else the address's words.
  function slugify(text) {
    return text.trim().replace(/\//g, '__').replace(/\s+/g, '_').replace(/[^\p{L}\p{N}_-]/gu, '');
  }
  function named(slug, key) {
    var last = stored(key);
    var words = decoded(slug);
    if (last && (slugify(last) === slugify(words) || last.trim() === words.trim())) return last;
    return words.split('__').map(function (part) {
      return part.replace(/_/g, ' ');
    }).join('/');
  }

  var state = (window.__sabiShellStartQuiz = {
    mode: (param('mode') || stored('quizMode')) === 'exam' ? 'exam' : 'practice',
    type: stored('quizType') === 'saq' ? 'saq' : 'mcq',
    difficulty: 'normal',
    useTimer: stored('useTimer') !== 'false',
    pressed: false,
  });
  var root = document.querySelector('[data-shell]');
  var go = form.querySelector('button[type=submit]');
  var timer = form.querySelector('input[name=useTimer]');
  var subtitle = root.querySelector('[data-shell-subtitle]');
  // As the app's page reads them: from the address, else the last chosen (the class: the
  // student's own, else Form 1). Without a subject or a topic there is nothing to ask for.
  var names = {
    topic: param('topic') ? named(param('topic'), 'selectedTopic') : stored('selectedTopic') || '',
    subject: param('subject') ? named(param('subject'), 'selectedSubject') : stored('selectedSubject') || '',
    className: param('class') ? decoded(param('class')) : stored('className') || 'Form 1',
  };
  var missing = !names.topic || !names.subject;

  function draw() {
    texts.draw(root);
    subtitle.textContent = missing
      ? ''
      : texts.text(subtitle, 'text').replace(/\{\{(\w+)\}\}/g, function (_m, key) {
          return names[key] || '';
        });
    form.querySelectorAll('[data-choice]').forEach(function (el) {
      el.setAttribute('aria-pressed', String(state[el.getAttribute('data-choice')] === el.getAttribute('data-value')));
      el.disabled = state.pressed;
    });
    form.querySelector('[data-only-exam]').hidden = state.mode !== 'exam';
    timer.checked = state.useTimer;
    timer.disabled = state.pressed;
    form.querySelector('[data-shell-busy]').hidden = !state.pressed;
    go.disabled = state.pressed || missing;
  }

  form.querySelectorAll('[data-choice]').forEach(function (el) {
    el.addEventListener('click', function () {
      if (state.pressed) return;
      state[el.getAttribute('data-choice')] = el.getAttribute('data-value');
      draw();
    });
  });
  timer.addEventListener('change', function () {
    state.useTimer = timer.checked;
  });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (state.pressed || missing) return;
    state.pressed = true;
    draw();
  });
  draw();
})();
