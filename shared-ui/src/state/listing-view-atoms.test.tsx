import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ShopStateProvider, createShopStore, useListingViewMode } from 'shared-ui/state';

describe('useListingViewMode', () => {
  it('starts asymmetric and keeps a chosen mode for every reader of the same store', () => {
    const store = createShopStore();
    const wrapper = ({ children }: { children: ReactNode }) => <ShopStateProvider store={store}>{children}</ShopStateProvider>;
    const first = renderHook(() => useListingViewMode(), { wrapper });
    expect(first.result.current.viewMode).toBe('asymmetric');

    act(() => first.result.current.setViewMode('list'));
    first.unmount();
    // A later mount (another route, a remount) reads the same choice.
    const second = renderHook(() => useListingViewMode(), { wrapper });
    expect(second.result.current.viewMode).toBe('list');
  });

  it('ignores a mode it does not know', () => {
    const store = createShopStore();
    const wrapper = ({ children }: { children: ReactNode }) => <ShopStateProvider store={store}>{children}</ShopStateProvider>;
    const { result } = renderHook(() => useListingViewMode(), { wrapper });
    act(() => result.current.setViewMode('carousel' as never));
    expect(result.current.viewMode).toBe('asymmetric');
  });
});
