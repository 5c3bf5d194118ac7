/** The search modal (document 1 section 2): filter the destinations the user may open by title; keyboard first. */

import { useNavigate } from '@tanstack/react-router';
import { FALLBACK, type SessionUser, searchDestinations } from '@tavola/shared';
import { useId, useRef, useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';

type Props = { user: SessionUser; open: boolean; onClose: () => void };

export function SearchModal({ user, open, onClose }: Props) {
  return open ? <SearchPanel user={user} onClose={onClose} /> : null;
}

function SearchPanel({ user, onClose }: Omit<Props, 'open'>) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const navigate = useNavigate();
  const results = searchDestinations(user, text);

  const go = (to: string) => {
    onClose();
    void navigate({ to });
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      if (results.length > 0) setActive((a) => (a + step + results.length) % results.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const hit = results[active];
      if (hit) go(hit.to);
    }
  };

  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <Dialog open onClose={onClose} title="Search" hideTitle initialFocus={input} testId="search-modal">
      <input
        ref={input}
        type="search"
        className="search-input"
        placeholder="Search..."
        aria-label="Search"
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={results[active] ? optionId(active) : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        autoComplete="off"
      />
      <div id={listId} role="listbox" aria-label="Destinations" className="search-results">
        {results.map((d, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (arrows, Enter)
          <div
            key={`${d.title}-${d.to}`}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            className="search-result"
            onMouseMove={() => setActive(i)}
            onClick={() => go(d.to)}
          >
            <span>{d.title}</span>
            <span className="muted search-path">{d.to}</span>
          </div>
        ))}
      </div>
      {results.length === 0 && <p className="muted">{FALLBACK.noResult}</p>}
    </Dialog>
  );
}
