import { randomBytes } from 'node:crypto';
import { request } from 'node:http';

/**
 * A multipart upload whose body goes out in two halves, `pauseMs` apart: a request still in flight
 * when a server is told to stop. `halfSent` is called once the first half has left.
 */
export function uploadInTwoHalves(
  url: string,
  token: string,
  file: { name: string; content: Buffer; fields?: Record<string, string> },
  { pauseMs, halfSent }: { pauseMs: number; halfSent: () => void },
): Promise<{ status: number; body: string }> {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const fields = Object.entries(file.fields ?? {})
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const body = Buffer.concat([
    Buffer.from(
      `${fields}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: text/plain\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(body.length),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.subarray(0, half), () => {
      halfSent();
      setTimeout(() => req.end(body.subarray(half)), pauseMs);
    });
  });
}
