import { describe, expect, it } from 'vitest';
import { PREVIEW_POLICY, recipientView } from './recipientView';

const sent = `<html><head><title>x</title></head><body>
<p>Dear Ann, <a href="http://127.0.0.1:8080/t/c/abc?u=https%3A%2F%2Fexample.com%2Foffer&s=sig">our offer</a>
and <a href="https://example.org/plain">a plain link</a>.</p>
<img src="https://cdn.example.com/logo.png" alt="logo">
<img src="http://127.0.0.1:8080/t/o/abc" width="1" height="1" alt="">
<script>alert(1)</script>
</body></html>`;

describe('recipientView', () => {
  it('points tracked links at their own destination, so viewing records no click', () => {
    const doc = new DOMParser().parseFromString(recipientView(sent), 'text/html');
    const hrefs = Array.from(doc.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://example.com/offer', 'https://example.org/plain']);
    expect(doc.querySelector('a')?.getAttribute('target')).toBe('_blank');
  });

  it('drops the open pixel but keeps the message’s own images', () => {
    const doc = new DOMParser().parseFromString(recipientView(sent), 'text/html');
    const sources = Array.from(doc.querySelectorAll('img')).map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['https://cdn.example.com/logo.png']);
  });

  it('drops scripts and puts the frame under a policy that loads no scripts', () => {
    const view = recipientView(sent);
    const doc = new DOMParser().parseFromString(view, 'text/html');
    expect(doc.querySelector('script')).toBeNull();
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toBe(
      PREVIEW_POLICY,
    );
    expect(PREVIEW_POLICY).not.toContain('script-src');
  });

  it('leaves a tracked link that names no http destination as it was sent', () => {
    const doc = new DOMParser().parseFromString(
      recipientView('<a href="/t/c/abc?u=javascript%3Aalert(1)">x</a>'),
      'text/html',
    );
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('/t/c/abc?u=javascript%3Aalert(1)');
  });
});
