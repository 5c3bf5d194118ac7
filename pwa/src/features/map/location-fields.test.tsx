import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { INVALID_LOCATION, LOCATION_UNAVAILABLE, LocationFields } from './location-fields.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  applyLanguage('en');
});

function stubGeolocation(answer: { lat: number; lng: number } | 'denied') {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
        answer === 'denied'
          ? fail({ code: 1 } as GeolocationPositionError)
          : ok({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition),
    },
  });
}

describe('a location without the map', () => {
  it('[MAP1] takes typed coordinates, and refuses text that is not lat,lng', () => {
    const onPick = vi.fn();
    render(<LocationFields onPick={onPick} />);
    const input = screen.getByLabelText('Coordinates (latitude,longitude)');
    fireEvent.change(input, { target: { value: 'near the station' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use coordinates' }));
    expect(screen.getByRole('alert').textContent).toBe(INVALID_LOCATION);
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: ' 12.9716, 77.5946 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use coordinates' }));
    expect(onPick).toHaveBeenCalledWith({ lat: 12.9716, lng: 77.5946 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("[MAP1] 'Use my location' takes the browser's position, and says so when it is refused", () => {
    const onPick = vi.fn();
    stubGeolocation({ lat: 19.076, lng: 72.8777 });
    const { unmount } = render(<LocationFields onPick={onPick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(onPick).toHaveBeenCalledWith({ lat: 19.076, lng: 72.8777 });
    unmount();
    stubGeolocation('denied');
    render(<LocationFields onPick={onPick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByRole('alert').textContent).toBe(LOCATION_UNAVAILABLE);
  });

  it('[I18N1] speaks Hindi: the label, the buttons and the refusal', () => {
    applyLanguage('hi');
    render(<LocationFields onPick={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'ये निर्देशांक लें' }));
    expect(screen.getByRole('alert').textContent).toBe('कृपया सही लोकेशन दें!');
    expect(screen.getByLabelText('निर्देशांक (अक्षांश,देशांतर)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'मेरी लोकेशन लें' })).toBeTruthy();
  });
});
