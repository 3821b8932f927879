// The first calls of a student's dashboard, asked for as its HTML arrives (issue 20, item 3:
// repeat visits within 1 s). On a repeat visit the service worker hands over the page and its
// code at once, but the app's code still takes a few hundred milliseconds to run before it asks
// for the figures, and each call is a slow round trip; this plain script (a file of its own: the
// Content-Security-Policy allows no inline script) runs first and asks for them with
// <link rel="preload" as="fetch">, whose answers the app's own calls take up (the same address,
// with credentials) instead of asking again. The addresses are those the app's calls build
// (src/lib/commonApi.ts: getStats, getAttempts, getUserSubjects, getStudentAssignments,
// getSubjectsForClass); src/features/dashboard/__tests__/earlyCalls.test.tsx keeps them equal.
(function () {
  if (location.pathname !== '/studentDashboard') return;
  var user = null;
  var className = null;
  try {
    user = JSON.parse(localStorage.getItem('user') || 'null');
    className = localStorage.getItem('className');
  } catch {
    return;
  }
  // Not signed in as a student: the app sends the visitor elsewhere; nothing to ask for.
  if (!user || typeof user.uid !== 'string' || !user.uid || String(user.role || '').toLowerCase() !== 'student') return;
  var uid = encodeURIComponent(user.uid);
  var urls = ['/api/' + uid + '/stats', '/api/' + uid + '/user', '/api/' + uid + '/subject', '/api/' + uid + '/assignments'];
  if (className) urls.push('/api/subjects/filter?' + new URLSearchParams({ classLevel: className }).toString());
  for (var i = 0; i < urls.length; i++) {
    var link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'fetch');
    link.setAttribute('crossorigin', 'use-credentials');
    link.setAttribute('href', urls[i]);
    link.setAttribute('data-early-call', '');
    document.head.appendChild(link);
  }
})();
