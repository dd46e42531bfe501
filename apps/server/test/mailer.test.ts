/**
 * The two Mailer transports: SMTP (against a minimal SMTP server on a local port) and the
 * development log.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailerFor } from '../src/platform/mail/mailer.ts';

/** Just enough SMTP to accept one message and keep its DATA. */
function fakeSmtpServer(received: string[]): Server {
  return createServer((socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            received.push(data);
            data = null;
            socket.write('250 queued\r\n');
          } else {
            data += `${line}\n`;
          }
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
        end = buffer.indexOf('\r\n');
      }
    });
  });
}

const received: string[] = [];
let server: Server;
let port: number;
beforeAll(async () => {
  server = fakeSmtpServer(received);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('mail', () => {
  it('goes out through the SMTP server of FAENA_SMTP_URL', async () => {
    const mailer = mailerFor(
      { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: 'Faena <no-reply@faena.test>' },
      console as never,
    );
    await mailer.send({ to: 'elena@demo.faena.test', subject: 'Te invitaron', text: 'Abre el enlace' });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: elena@demo.faena.test');
    expect(received[0]).toContain('From: Faena <no-reply@faena.test>');
    expect(received[0]).toContain('Abre el enlace');
  });

  it('is written to the log when no SMTP server is configured', async () => {
    const lines: unknown[][] = [];
    const log = { info: (...args: unknown[]) => lines.push(args) };
    const mailer = mailerFor({ smtpUrl: null, from: 'Faena <no-reply@faena.test>' }, log as never);
    await mailer.send({ to: 'elena@demo.faena.test', subject: 'Te invitaron', text: 'http://link' });
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines[0])).toContain('elena@demo.faena.test');
    expect(String(lines[0]?.[1])).toContain('http://link');
  });
});
