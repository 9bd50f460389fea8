// Preloaded with `node --require` into a process that must work offline. `--require` (unlike
// `--import`) also runs in every worker thread, so Tesseract's threads are covered too. Any
// attempt to open a connection or resolve a name throws and is reported on stderr.
const dns = process.getBuiltinModule('node:dns');
const http = process.getBuiltinModule('node:http');
const https = process.getBuiltinModule('node:https');
const net = process.getBuiltinModule('node:net');
const tls = process.getBuiltinModule('node:tls');

/** A Unix-domain socket (such as tsx's IPC pipe) stays on this machine: it is not network. */
function isLocalPipe(target) {
  if (typeof target === 'string') return !/^\d+$/.test(target);
  return typeof target === 'object' && target !== null && typeof target.path === 'string';
}

function blockedUnlessPipe(what, original) {
  const refuse = blocked(what);
  return function refuseUnlessPipe(...args) {
    const target = Array.isArray(args[0]) ? args[0][0] : args[0];
    return isLocalPipe(target) ? original.apply(this, args) : refuse(...args);
  };
}

function blocked(what) {
  return function refuseNetwork(...args) {
    const message = `NETWORK BLOCKED: ${what} ${JSON.stringify(args[0])}`;
    process.stderr.write(`${message}\n`);
    throw new Error(message);
  };
}

http.request = blocked('http.request');
http.get = blocked('http.get');
https.request = blocked('https.request');
https.get = blocked('https.get');
net.connect = blockedUnlessPipe('net.connect', net.connect);
net.createConnection = blockedUnlessPipe('net.createConnection', net.createConnection);
net.Socket.prototype.connect = blockedUnlessPipe(
  'net.Socket.connect',
  net.Socket.prototype.connect,
);
tls.connect = blocked('tls.connect');
dns.lookup = blocked('dns.lookup');
globalThis.fetch = blocked('fetch');
