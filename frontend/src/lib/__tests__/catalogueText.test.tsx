import { act, renderHook, waitFor } from '@testing-library/react';
import i18n, { changeLanguage } from '@/i18n';
import { frenchCatalogueLoaded, useCatalogueText } from '../catalogueText';

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('useCatalogueText', () => {
  // First, while the module has never seen French: the map must not be fetched for English.
  it('shows the names as sent in English, without loading the French map', async () => {
    const { result } = renderHook(() => useCatalogueText());
    expect(result.current.name('Biology')).toBe('Biology');
    expect(result.current.description('How food is broken down and absorbed.')).toBe('How food is broken down and absorbed.');
    // Give a lazy import every chance to start: none may.
    await new Promise((r) => setTimeout(r, 50));
    expect(frenchCatalogueLoaded()).toBe(false);
  });

  it('fetches the map itself when French was set without changeLanguage', async () => {
    // i18next switched directly, not through changeLanguage (which fetches the map first): the
    // hook fetches it itself. Second in this file, so that the map has not been fetched before.
    expect(frenchCatalogueLoaded()).toBe(false);
    await act(() => i18n.changeLanguage('fr'));
    const { result } = renderHook(() => useCatalogueText());
    await waitFor(() => expect(result.current.name('Physics')).toBe('Physique'));
    expect(frenchCatalogueLoaded()).toBe(true);
  });

  it('shows French once the language is French', async () => {
    const { result } = renderHook(() => useCatalogueText());
    await act(() => changeLanguage('fr'));
    expect(result.current.name('Biology')).toBe('Biologie');
    expect(result.current.name('Human Digestive System')).toBe('Le système digestif humain');
    expect(result.current.description('How food is broken down and absorbed.')).toBe('Comment les aliments sont dégradés et absorbés.');
  });

  it('falls back to what the server sent for a name the map does not know', async () => {
    await act(() => changeLanguage('fr'));
    const { result } = renderHook(() => useCatalogueText());
    expect(result.current.name('Agricultural Science (added by the school)')).toBe('Agricultural Science (added by the school)');
    expect(result.current.name(undefined)).toBe('');
    expect(result.current.name('')).toBe('');
    // A name read back from a URL loses its apostrophe; its French is still found.
    expect(result.current.name('Newtons Laws of Motion')).toBe('Les lois du mouvement de Newton');
  });

  it('goes back to English when the language does', async () => {
    await act(() => changeLanguage('fr'));
    const { result } = renderHook(() => useCatalogueText());
    expect(result.current.name('Chemistry')).toBe('Chimie');
    await act(() => changeLanguage('en'));
    expect(result.current.name('Chemistry')).toBe('Chemistry');
  });

});
