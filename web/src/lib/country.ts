// The country a visitor chose on the language configuration page, kept in the browser.
const key = 'amora.country';

export function chosenCountry(): string | undefined {
  try {
    return localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function chooseCountry(country: string): void {
  try {
    localStorage.setItem(key, country);
  } catch {
    // The choice then lasts for this page view only.
  }
}
