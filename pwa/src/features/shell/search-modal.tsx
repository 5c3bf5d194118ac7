/**
 * The search modal (PERM5-PERM6): filter the destinations the user may open by title. Results are
 * links; the arrow keys move between the input and the links, Enter in the input opens the first result.
 */

import { Link } from '@tanstack/react-router';
import { FALLBACK, type SessionUser, searchDestinations } from '@tavola/shared';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { navigateTo } from '../../lib/navigation.ts';

type Props = { user: SessionUser; open: boolean; onClose: () => void };

export function SearchModal({ user, open, onClose }: Props) {
  return open ? <SearchPanel user={user} onClose={onClose} /> : null;
}

function SearchPanel({ user, onClose }: Omit<Props, 'open'>) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();
  const results = searchDestinations(user, text);

  /** Arrow keys walk the input and the result links, wrapping around. */
  const moveFocus = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const stops = [input.current, ...(list.current?.querySelectorAll<HTMLElement>('a') ?? [])].filter(
      (el): el is HTMLElement => el !== null,
    );
    const at = stops.indexOf(document.activeElement as HTMLElement);
    const next = e.key === 'ArrowDown' ? at + 1 : at - 1;
    stops[(next + stops.length) % stops.length]?.focus();
  };

  const onInputKey = (e: KeyboardEvent<HTMLInputElement>) => {
    const first = results[0];
    if (e.key === 'Enter' && first) {
      e.preventDefault();
      onClose();
      void navigateTo(first.to);
      return;
    }
    moveFocus(e);
  };

  return (
    <Dialog open onClose={onClose} title="Search" hideTitle initialFocus={input} testId="search-modal">
      <input
        ref={input}
        type="search"
        className="search-input"
        placeholder="Search..."
        aria-label="Search"
        aria-controls={listId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onInputKey}
        autoComplete="off"
      />
      <ul id={listId} ref={list} aria-label="Destinations" className="search-results">
        {results.map((d) => (
          <li key={`${d.title}-${d.to}`}>
            <Link to={d.to} className="search-result" onClick={onClose} onKeyDown={moveFocus}>
              <span>{d.title}</span>
              <span className="muted search-path" aria-hidden="true">
                {d.to}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {results.length === 0 && <p className="muted">{FALLBACK.noResult}</p>}
    </Dialog>
  );
}
