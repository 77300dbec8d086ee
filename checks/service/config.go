package service

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"strings"
	"time"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
)

// Grader grades one response against one case; *grade.Grader is one,
// tests use fakes (a grader that blocks, one whose judge is down).
type Grader interface {
	Grade(ctx context.Context, r *rubric.Response) (*report.Scores, *report.Report, error)
	Case() *rubric.Case
}

// Defaults for Config fields left zero.
const (
	DefaultMaxBody     = 4 << 20 // 4 MiB: a long answer with its trace texts
	DefaultTimeout     = 60 * time.Second
	DefaultQueueWait   = 5 * time.Second
	DefaultConcurrency = 4
)

// Config configures the handler.
type Config struct {
	// Graders, one per configured case; a request names its case by id
	// ("case"), and may leave it out when there is exactly one.
	Graders []Grader
	// Token is the bearer token clients must send. Empty is only
	// accepted with NoAuth (see New).
	Token string
	// NoAuth turns authentication off (--insecure-no-auth, loopback only;
	// the command enforces the address).
	NoAuth bool
	// MaxBody is the largest request body accepted, in bytes (413 above).
	MaxBody int64
	// Timeout bounds one grade (504 when exceeded).
	Timeout time.Duration
	// Concurrency is how many grades run at once; QueueWait is how long
	// a request waits for a free slot before 503 with Retry-After.
	Concurrency int
	QueueWait   time.Duration
	// Logger receives one record per request (method, path, status,
	// duration, run ID; never the body or the token). Nil: no request log.
	Logger *slog.Logger
	// ShowDenied replies with the text of documents the asking user could
	// not read at the time asked (serve --show-denied). By default every
	// reply is redacted (report.Redact): the client is a pre-check
	// reviewer with no right to read behind the asker's wall.
	ShowDenied bool
	// Decode reads request bodies as a provider's native object (serve
	// --from; see checks/native) instead of citecheck's response format;
	// the case is then the "case" query parameter, or the only one.
	Decode func(path string, data []byte) (*rubric.Response, error)
}

func (c *Config) withDefaults() Config {
	out := *c
	if out.MaxBody <= 0 {
		out.MaxBody = DefaultMaxBody
	}
	if out.Timeout <= 0 {
		out.Timeout = DefaultTimeout
	}
	if out.Concurrency <= 0 {
		out.Concurrency = DefaultConcurrency
	}
	if out.QueueWait < 0 {
		out.QueueWait = 0
	} else if out.QueueWait == 0 {
		out.QueueWait = DefaultQueueWait
	}
	return out
}

// validate refuses a configuration the service must not start with.
func (c *Config) validate() error {
	if len(c.Graders) == 0 {
		return fmt.Errorf("no case configured: give at least one --case")
	}
	if c.Token == "" && !c.NoAuth {
		return fmt.Errorf("no token: set CITECHECK_TOKEN or --token-file (or --insecure-no-auth on a loopback address)")
	}
	if c.Token != "" && strings.TrimSpace(c.Token) != c.Token {
		return fmt.Errorf("the token has leading or trailing white space")
	}
	seen := map[string]bool{}
	for _, g := range c.Graders {
		id := g.Case().ID
		if seen[id] {
			return fmt.Errorf("two cases share the id %q; give each case its own \"id\"", id)
		}
		seen[id] = true
	}
	return nil
}

// IsLoopback reports whether a listen address (host:port) binds only a
// loopback interface: 127.0.0.0/8, ::1 or "localhost". An empty host
// (":8080") listens on every interface and is not loopback.
func IsLoopback(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
