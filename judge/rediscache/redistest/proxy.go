package redistest

import (
	"io"
	"net"
	"sync"
	"testing"
)

// Proxy forwards loopback TCP connections to a Redis server until told
// to fail: Cut closes every connection and stops listening (connection
// refused), Stall keeps connections open but forwards nothing more (every
// call times out).
type Proxy struct {
	t      testing.TB
	target string
	l      net.Listener
	addr   string

	mu      sync.Mutex
	conns   []net.Conn
	stalled bool
	cut     bool
}

// NewProxy listens on a free loopback port in front of target
// (host:port); it is closed when the test ends.
func NewProxy(t testing.TB, target string) *Proxy {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &Proxy{t: t, target: target, l: l, addr: l.Addr().String()}
	go p.accept()
	t.Cleanup(p.Cut)
	return p
}

// Addr is the proxy's host:port.
func (p *Proxy) Addr() string { return p.addr }

func (p *Proxy) accept() {
	p.mu.Lock()
	l := p.l
	p.mu.Unlock()
	for {
		c, err := l.Accept()
		if err != nil {
			return
		}
		p.mu.Lock()
		if p.cut {
			p.mu.Unlock()
			c.Close()
			return
		}
		p.conns = append(p.conns, c)
		p.mu.Unlock()
		go p.serve(c)
	}
}

func (p *Proxy) serve(c net.Conn) {
	up, err := net.Dial("tcp", p.target)
	if err != nil {
		c.Close()
		return
	}
	p.mu.Lock()
	p.conns = append(p.conns, up)
	p.mu.Unlock()
	go p.pipe(up, c)
	p.pipe(c, up)
}

// pipe copies from src to dst until either closes or the proxy stalls.
func (p *Proxy) pipe(dst, src net.Conn) {
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		p.mu.Lock()
		stalled := p.stalled
		p.mu.Unlock()
		if n > 0 && !stalled {
			if _, werr := dst.Write(buf[:n]); werr != nil {
				return
			}
		}
		if err != nil {
			if err != io.EOF {
				dst.Close()
			}
			return
		}
	}
}

// Stall stops forwarding: calls in flight and new ones time out.
func (p *Proxy) Stall() {
	p.mu.Lock()
	p.stalled = true
	p.mu.Unlock()
}

// Restore listens again on the same port and forwards again, as a
// server back from an outage would.
func (p *Proxy) Restore() {
	p.t.Helper()
	l, err := net.Listen("tcp", p.addr)
	if err != nil {
		p.t.Fatalf("proxy: cannot listen again on %s: %v", p.addr, err)
	}
	p.mu.Lock()
	p.l, p.cut, p.stalled = l, false, false
	p.mu.Unlock()
	go p.accept()
}

// Cut closes every connection and the listener: new calls are refused.
func (p *Proxy) Cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.cut {
		return
	}
	p.cut = true
	p.l.Close()
	for _, c := range p.conns {
		c.Close()
	}
	p.conns = nil
}
