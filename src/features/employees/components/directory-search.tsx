import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

// Typing filters at once (the parent defers the work); the link follows a moment later.
export function DirectorySearch({
  value,
  onInput,
  onCommit,
}: {
  value: string;
  onInput: (text: string) => void;
  onCommit: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  // The pause ends with the latest callback, not the one from when the typing started.
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });
  const [lastValue, setLastValue] = useState(value);
  // A new value from the URL (back button, saved filter) replaces what is typed.
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <TextField
      label="Search"
      placeholder="Name, e-mail, title, skill"
      value={text}
      size="small"
      sx={{ minWidth: 260, flex: 1, maxWidth: 420 }}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        onInput(next);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => commit.current(next), 300);
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { 'aria-describedby': undefined, type: 'search' },
      }}
    />
  );
}
