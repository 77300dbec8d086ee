package service

import (
	"context"
	"errors"
	"net"
	"net/http"
	"time"
)

// NewServer wraps a handler in an http.Server with timeouts that fit a
// grading service: headers must arrive within 10 s, the body and the
// reply within the grading timeout plus a minute, and idle keep-alive
// connections close after 2 minutes.
func NewServer(h http.Handler, gradeTimeout time.Duration) *http.Server {
	if gradeTimeout <= 0 {
		gradeTimeout = DefaultTimeout
	}
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       time.Minute,
		WriteTimeout:      gradeTimeout + time.Minute,
		IdleTimeout:       2 * time.Minute,
	}
}

// Serve serves on ln until ctx is done (SIGTERM or SIGINT in the
// command), then shuts down gracefully: it stops accepting, lets requests
// in flight finish for up to grace, and closes what is left. It returns
// nil after a clean shutdown.
func Serve(ctx context.Context, srv *http.Server, ln net.Listener, grace time.Duration) error {
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err // the listener failed before any signal
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), grace)
	defer cancel()
	err := srv.Shutdown(sctx)
	if serr := <-errc; serr != nil && !errors.Is(serr, http.ErrServerClosed) && err == nil {
		err = serr
	}
	if err != nil {
		srv.Close()
		return err
	}
	return nil
}
