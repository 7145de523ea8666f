import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { postFeedback } from '../api.js';
import { Dialog } from './dialog.js';

/** Feedback form; posts to the API, where admins read it. */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const location = useLocation();
  const [text, setText] = useState('');
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'error'>('idle');
  const [error, setError] = useState('');
  const close = () => {
    if (state === 'sent') {
      setText('');
      setState('idle');
    }
    onClose();
  };
  return (
    <Dialog title="Feedback" open={open} onClose={close}>
      {state === 'sent' ? (
        <p role="status">Thank you, your feedback was sent.</p>
      ) : (
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            if (!text.trim()) return;
            setState('sending');
            try {
              await postFeedback({
                message: text.trim(),
                email: email.trim() || undefined,
                page: location.pathname + location.search,
              });
              setState('sent');
            } catch (err) {
              setError((err as Error).message);
              setState('error');
            }
          }}
        >
          <div className="ot-field">
            <label htmlFor="feedback-text">Your feedback</label>
            <textarea
              id="feedback-text"
              className="ot-textarea"
              rows={5}
              required
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
          <div className="ot-field">
            <label htmlFor="feedback-email">Email (optional)</label>
            <input
              id="feedback-email"
              className="ot-input"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          {state === 'error' && <p className="ot-error">Sending failed: {error}</p>}
          <button type="submit" className="ot-button ot-primary" disabled={state === 'sending' || !text.trim()}>
            {state === 'sending' ? 'Sending…' : 'Send feedback'}
          </button>
        </form>
      )}
    </Dialog>
  );
}
