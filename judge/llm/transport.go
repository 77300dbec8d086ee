package llm

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"time"
)

// doer is the HTTPDoer handed to go-openai. It exists for three reasons
// go-openai v1.43.0 does not cover (DESIGN.md "Decisions and known traps"):
// it writes "temperature": 0 into the body when the protocol sends it
// (go-openai drops a zero temperature through omitempty, so the server
// default, often 1.0, would apply) and the completion cap under the
// field the endpoint reads (rewriteBody); it bounds each attempt with a
// timeout; and it retries 429 (honouring Retry-After), 5xx, timeouts and
// connection errors with bounded, doubling backoff.
type doer struct {
	base    *http.Client
	timeout time.Duration
	retries int
	backoff time.Duration
	maxWait time.Duration
	// sleep waits d or until ctx ends; tests replace it to record waits.
	sleep func(ctx context.Context, d time.Duration) error
}

// unreachableError is returned by doer when every attempt failed at the
// transport level; the judge maps it to KindUnreachable.
type unreachableError struct {
	attempts int
	last     error
}

func (e *unreachableError) Error() string {
	return fmt.Sprintf("%d attempt(s) failed, last: %v", e.attempts, e.last)
}
func (e *unreachableError) Unwrap() error { return e.last }

// sleepCtx waits d, or returns the context's error when it ends first.
func sleepCtx(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return ctx.Err()
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// Do sends req with the rewritten body, retrying as described on doer.
func (d *doer) Do(req *http.Request) (*http.Response, error) {
	body, err := readBody(req)
	if err != nil {
		return nil, err
	}
	ctx := req.Context()
	if body, err = rewriteBody(body, wireFrom(ctx)); err != nil {
		return nil, err
	}
	var last error
	for attempt := 0; ; attempt++ {
		resp, err := d.attempt(ctx, req, body)
		final := attempt >= d.retries
		switch {
		case err != nil:
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			last = err
			if final {
				return nil, &unreachableError{attempts: attempt + 1, last: last}
			}
			if err := d.sleep(ctx, d.wait(attempt, "")); err != nil {
				return nil, err
			}
		case resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode >= 500:
			if final {
				return resp, nil // go-openai turns it into an APIError
			}
			if err := d.sleep(ctx, d.wait(attempt, resp.Header.Get("Retry-After"))); err != nil {
				return nil, err
			}
		default:
			return resp, nil
		}
	}
}

// attempt sends one request under its own timeout and buffers the whole
// response body, so a body that stalls counts as a timeout too.
func (d *doer) attempt(parent context.Context, req *http.Request, body []byte) (*http.Response, error) {
	ctx, cancel := context.WithTimeout(parent, d.timeout)
	defer cancel()
	r := req.Clone(ctx)
	r.Body = io.NopCloser(bytes.NewReader(body))
	r.ContentLength = int64(len(body))
	r.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(body)), nil }
	resp, err := d.base.Do(r)
	if err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(resp.Body, 8<<20))
	resp.Body.Close()
	if err != nil {
		return nil, fmt.Errorf("reading response body: %w", err)
	}
	resp.Body = io.NopCloser(bytes.NewReader(data))
	resp.ContentLength = int64(len(data))
	return resp, nil
}

// wait is how long to wait before the next attempt: Retry-After when the
// server sent one (seconds or an HTTP date), else Backoff doubled per
// attempt; never more than MaxWait.
func (d *doer) wait(attempt int, retryAfter string) time.Duration {
	w := d.backoff << attempt
	if retryAfter != "" {
		if secs, err := strconv.Atoi(retryAfter); err == nil && secs >= 0 {
			w = time.Duration(secs) * time.Second
		} else if t, err := http.ParseTime(retryAfter); err == nil {
			w = time.Until(t)
		}
	}
	if w < 0 {
		w = 0
	}
	if w > d.maxWait {
		w = d.maxWait
	}
	return w
}

func readBody(req *http.Request) ([]byte, error) {
	if req.Body == nil {
		return nil, nil
	}
	defer req.Body.Close()
	return io.ReadAll(req.Body)
}

// rewriteBody writes what go-openai's request struct cannot: an
// explicit "temperature": 0 (or none at all, for models that reject
// it), and the completion cap under the field the endpoint reads. Keys
// come out sorted, so identical requests give identical bytes.
func rewriteBody(body []byte, w wireOptions) ([]byte, error) {
	if len(body) == 0 {
		return nil, errors.New("judge request has no body")
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(body, &m); err != nil {
		return nil, fmt.Errorf("judge request body is not a JSON object: %w", err)
	}
	if w.temperature {
		m["temperature"] = json.RawMessage("0")
	} else {
		delete(m, "temperature")
	}
	if w.capField == FieldMaxTokens {
		if v, ok := m[FieldMaxCompletionTokens]; ok {
			m[FieldMaxTokens] = v
			delete(m, FieldMaxCompletionTokens)
		}
	}
	return json.Marshal(m)
}
