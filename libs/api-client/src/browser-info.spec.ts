import { browserName, operatingSystem } from './browser-info';

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const EDGE_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('browser details for the client log', () => {
  it.each([
    [CHROME_LINUX, 'Chrome 126', 'Linux'],
    [EDGE_WINDOWS, 'Edge 126', 'Windows'],
    [SAFARI_IPHONE, 'Safari 17', 'iOS'],
    [FIREFOX_MAC, 'Firefox 128', 'macOS'],
    ['curl/8.0', 'Otro', 'Otro'],
  ])('%s', (userAgent, browser, os) => {
    expect(browserName(userAgent)).toBe(browser);
    expect(operatingSystem(userAgent)).toBe(os);
  });
});
