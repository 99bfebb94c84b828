// Loaded before the deploy script in its dry-run test: any network use, or starting the Cloudflare
// CLI, throws, so a dry run that reached for either fails loudly instead of passing quietly.
import childProcess from 'node:child_process';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import {syncBuiltinESMExports} from 'node:module';
import net from 'node:net';
import tls from 'node:tls';

const refuse = (what) => () => {
  throw new Error(`dry run used the network or a publisher: ${what}`);
};
net.Socket.prototype.connect = refuse('net.Socket#connect');
net.connect = net.createConnection = refuse('net.connect');
tls.connect = refuse('tls.connect');
dns.lookup = refuse('dns.lookup');
dns.promises.lookup = refuse('dns.promises.lookup');
http.request = http.get = refuse('http.request');
https.request = https.get = refuse('https.request');
globalThis.fetch = refuse('fetch');
const spawn = childProcess.spawn;
childProcess.spawn = (command, ...rest) => (/npx|wrangler/.test(String(command)) ? refuse(`spawn ${command}`)() : spawn(command, ...rest));
syncBuiltinESMExports();
