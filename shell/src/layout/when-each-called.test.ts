import { whenEachCalled } from './when-each-called';

describe('whenEachCalled', () => {
  it('runs once every part has called, in any order', () => {
    const done = jest.fn();
    const parts = whenEachCalled(['header', 'footer'], done);
    parts.footer();
    expect(done).not.toHaveBeenCalled();
    parts.header();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('counts a part that calls twice once, and runs only once', () => {
    const done = jest.fn();
    const parts = whenEachCalled(['header', 'footer'], done);
    parts.header();
    parts.header();
    expect(done).not.toHaveBeenCalled();
    parts.footer();
    parts.footer();
    expect(done).toHaveBeenCalledTimes(1);
  });
});
