/*
 * A small, self-contained reader for /api/openapi.json: no CDN (the server may have no
 * internet) and no inline script, so it keeps working under a strict CSP.
 */

export const docsPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pickup API</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; color: #1a202c; background: #f7fafc; }
  main { max-width: 960px; margin: 0 auto; padding: 24px; }
  h1 { margin: 0 0 4px; } h2 { margin-top: 32px; border-bottom: 1px solid #cbd5e0; }
  details { background: #fff; border: 1px solid #e2e8f0; border-radius: 6px; margin: 8px 0; }
  summary { cursor: pointer; padding: 8px 12px; display: flex; gap: 12px; align-items: baseline; }
  .m { font: 700 12px monospace; text-transform: uppercase; min-width: 56px; }
  .get { color: #2b6cb0; } .post { color: #2f855a; } .put, .patch { color: #b7791f; }
  .delete { color: #c53030; }
  code, pre { font: 13px/1.4 ui-monospace, monospace; }
  pre { background: #edf2f7; padding: 8px; overflow: auto; border-radius: 4px; }
  .body { padding: 0 12px 12px; } .muted { color: #4a5568; }
</style>
</head>
<body>
<main>
  <h1>Pickup API</h1>
  <p class="muted">Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.
  Errors are <code>application/problem+json</code> (RFC 9457).</p>
  <div id="ops">Loading…</div>
</main>
<script src="/api/docs/docs.js"></script>
</body>
</html>
`;

export const docsScript = `'use strict';
(async function () {
  var root = document.getElementById('ops');
  function el(tag, attrs, children) {
    var n = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { n.setAttribute(k, attrs[k]); });
    (children || []).forEach(function (c) {
      n.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
    });
    return n;
  }
  function json(title, value) {
    return el('div', {}, [el('strong', {}, [title]), el('pre', {}, [JSON.stringify(value, null, 2)])]);
  }
  try {
    var doc = await (await fetch('/api/openapi.json')).json();
    var byTag = {};
    Object.keys(doc.paths).sort().forEach(function (path) {
      Object.keys(doc.paths[path]).forEach(function (method) {
        var op = doc.paths[path][method];
        var tag = (op.tags && op.tags[0]) || 'other';
        (byTag[tag] = byTag[tag] || []).push({ path: path, method: method, op: op });
      });
    });
    root.textContent = '';
    if (Object.keys(byTag).length === 0) root.textContent = 'No operations registered yet.';
    Object.keys(byTag).sort().forEach(function (tag) {
      root.appendChild(el('h2', {}, [tag]));
      byTag[tag].forEach(function (e) {
        var op = e.op;
        var access = op.security ? (op.description || 'Signed-in users') : 'Public';
        var parts = [el('p', { class: 'muted' }, ['Access: ' + access])];
        if (op.parameters && op.parameters.length) parts.push(json('Parameters', op.parameters));
        if (op.requestBody) {
          parts.push(json('Request body', op.requestBody.content['application/json'].schema));
        }
        var codes = Object.keys(op.responses).map(function (c) {
          return c + ' ' + op.responses[c].description;
        });
        parts.push(el('p', {}, ['Responses: ' + codes.join(', ')]));
        root.appendChild(el('details', {}, [
          el('summary', {}, [
            el('span', { class: 'm ' + e.method }, [e.method]),
            el('code', {}, [e.path]),
            el('span', { class: 'muted' }, [op.summary || '']),
          ]),
          el('div', { class: 'body' }, parts),
        ]));
      });
    });
  } catch (err) {
    root.textContent = 'Could not load the API description: ' + err;
  }
})();
`;
