package service

import (
	"context"
	"net"
	"testing"
	"time"
)

// TestGracefulShutdownFinishesInFlight starts the real server on
// loopback, holds a grade in flight, cancels the serving context (what
// SIGTERM does in the command) and checks that the request still gets
// its 200 and Serve returns cleanly, and that new connections are
// refused once it has.
func TestGracefulShutdownFinishesInFlight(t *testing.T) {
	g := newFake("case-a")
	g.started, g.release = make(chan string, 1), make(chan struct{})
	s, err := New(Config{Graders: []Grader{g}, Token: testToken})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	url := "http://" + ln.Addr().String()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	served := make(chan error, 1)
	go func() { served <- Serve(ctx, NewServer(s, time.Minute), ln, 30*time.Second) }()

	type result struct {
		code int
		body string
	}
	got := make(chan result, 1)
	client := newClient()
	go func() {
		code, _, body := do(t, client, "POST", url+PathGrade, testToken, `{"run_id": "in-flight", "answer": "ok"}`)
		got <- result{code, body}
	}()
	if id := <-g.started; id != "in-flight" {
		t.Fatalf("started %q", id)
	}
	cancel() // SIGTERM
	// Shutdown closes the listener first; wait (bounded) until it has.
	deadline := time.Now().Add(10 * time.Second)
	for {
		c, err := net.DialTimeout("tcp", ln.Addr().String(), time.Second)
		if err != nil {
			break
		}
		c.Close()
		if time.Now().After(deadline) {
			t.Fatal("the listener still accepts after shutdown began")
		}
		time.Sleep(5 * time.Millisecond)
	}
	select {
	case err := <-served:
		t.Fatalf("Serve returned (%v) with a request in flight", err)
	default:
	}
	close(g.release)
	r := <-got
	if r.code != 200 || !contains(r.body, `"run_id":"in-flight"`) {
		t.Fatalf("in-flight request: %d %s", r.code, r.body)
	}
	if err := <-served; err != nil {
		t.Fatalf("Serve: %v", err)
	}
}
