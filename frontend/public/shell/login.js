// The sign-in page's HTML form before the app's code arrives (issue 20, item 3; the form is
// src/features/auth/shell/login.html). A plain script, a file of its own because the page's
// Content-Security-Policy allows no inline script. It draws the form in the language chosen
// before (language.js, run just before it), makes the language and the student/admin switch
// work, and enables Get Started. A press sends the sign-in itself (the same POST
// /api/auth/login the app makes; the server sets the session cookie) and shows the answer as
// the app's toast would: "Login successful!", or the server's error text and the form free
// again. What was typed, the mode and the answer are kept in window.__sabiShellLogin; the app's
// sign-in page takes them over when it replaces this form (src/features/auth/lib/shellLogin.ts)
// and redirects 3 s after the success shown here. Once the app has taken over (it deletes
// window.__sabiShellLogin) this script touches nothing.
(function () {
  var form = document.querySelector('form[data-shell-login]');
  if (!form || !window.__sabiShellLanguage || window.__sabiShellLogin) return;
  var state = (window.__sabiShellLogin = { mode: 'student', pressed: false, username: '', password: '' });
  var texts = window.__sabiShellLanguage;
  var go = form.querySelector('button[type=submit]');
  var select = document.querySelector('select[data-shell-language]');
  var toast = document.querySelector('[data-shell-toast]');
  var toastTimer;

  // An element's text for a variant (student, admin, busy), in the language: data-fr-admin,
  // data-admin, then the student one.
  function pick(el, variant) {
    return texts.text(el, variant) || texts.text(el, 'student');
  }

  function draw() {
    texts.draw(document.querySelector('[data-shell]'));
    form.querySelectorAll('[data-student]').forEach(function (el) {
      el.textContent = pick(el, el === go && state.pressed ? 'busy' : state.mode);
    });
    form.querySelectorAll('[data-mode]').forEach(function (el) {
      el.setAttribute('aria-pressed', String(el.getAttribute('data-mode') === state.mode));
    });
    form.querySelectorAll('[data-only]').forEach(function (el) {
      el.hidden = el.getAttribute('data-only') !== state.mode;
    });
    if (select) select.value = texts.get();
  }

  function setMode(mode) {
    if (state.pressed) return;
    state.mode = mode;
    draw();
  }

  form.querySelectorAll('[data-mode]').forEach(function (el) {
    el.addEventListener('click', function () {
      setMode(el.getAttribute('data-mode'));
    });
  });
  form.querySelector('[data-switch]').addEventListener('click', function () {
    setMode(state.mode === 'admin' ? 'student' : 'admin');
  });
  if (select) {
    select.addEventListener('change', function () {
      texts.set(select.value);
      draw();
    });
  }
  // The toast, as the app's (src/components/ToastHost.tsx): a title and a text, gone after 3 s.
  function say(severity, text) {
    clearTimeout(toastTimer);
    var title = document.createElement('p');
    title.className = 'lg-toast-title';
    title.textContent = texts.text(toast, severity + '-title');
    var body = document.createElement('p');
    body.textContent = text || texts.text(toast, severity);
    toast.setAttribute('data-severity', severity);
    toast.replaceChildren(title, body);
    toastTimer = setTimeout(function () {
      toast.replaceChildren();
    }, 3000);
  }

  // The server's `{"error": "..."}` text, as src/lib/errors.ts reads it.
  function errorText(body) {
    try {
      var data = JSON.parse(body);
      return data && typeof data.error === 'string' && data.error.trim() ? data.error : null;
    } catch {
      return null;
    }
  }

  // The answer, kept as it came: { status (0 when the network failed), body, at }.
  function send() {
    return fetch('/api/auth/login', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: state.username.trim(), password: state.password }),
    })
      .then(function (response) {
        return response.text().then(function (body) {
          return { status: response.status, body: body };
        });
      })
      .catch(function () {
        return { status: 0, body: '' };
      })
      .then(function (reply) {
        reply.at = performance.now();
        if (window.__sabiShellLogin !== state) return reply; // the app has taken over
        if (reply.status >= 200 && reply.status < 300) {
          say('success');
        } else {
          say('error', errorText(reply.body));
          state.pressed = false;
          delete state.reply;
          go.disabled = false;
          go.removeAttribute('aria-busy');
          draw();
        }
        return reply;
      });
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (state.pressed) return;
    // The browser has checked the name is there (it is required), as it does on the app's form.
    state.username = form.elements.namedItem('username').value;
    state.password = form.elements.namedItem('password').value;
    state.pressed = true;
    go.disabled = true;
    go.setAttribute('aria-busy', 'true');
    draw();
    state.reply = send();
  });
  go.disabled = false;
  draw();
})();
