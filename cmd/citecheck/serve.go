package main

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/checks/service"
	"github.com/citecheck/citecheck/judge/wiring"
	"github.com/citecheck/citecheck/vault"
)

// TokenEnv names the environment variable holding the service's bearer
// token (--token-file overrides it).
const TokenEnv = "CITECHECK_TOKEN"

// serveOptions are the flags of `citecheck serve`.
type serveOptions struct {
	// from is --from: request bodies are this provider-native format.
	from        string
	addr        string
	cases       []string
	tokenFile   string
	noAuth      bool
	maxBody     int64
	timeout     time.Duration
	concurrency int
	queueWait   time.Duration
	grace       time.Duration
	logFormat   string
	// requireTrace makes a request without a retrieval trace a 400.
	requireTrace bool
	// showDenied replies with the text of documents the asker could not
	// read (withheld by default).
	showDenied bool
	judge      judgeFlags
	work       workLimitFlags
}

// newServeCmd is `citecheck serve`: the HTTP pre-check service.
func newServeCmd(g *globalOptions) *cobra.Command {
	o := &serveOptions{}
	cmd := &cobra.Command{
		Use:   "serve --case CASE... [--addr 127.0.0.1:8080] [--token-file FILE]",
		Short: "HTTP pre-check service: POST /v1/grade, GET /healthz, GET /metrics",
		Long: strings.TrimSpace(`
serve grades answers over HTTP. POST /v1/grade takes a response (FORMATS.md)
with an optional "case" naming one of the --case files by its id (needed
when more than one is given) and replies with its scores.json, with
report.json under "report". GET /healthz is open; GET /metrics (Prometheus
text) and POST /v1/grade need "Authorization: Bearer <token>".

The token comes from --token-file (the file's content, surrounding white
space removed) or the CITECHECK_TOKEN environment variable. With neither,
serve refuses to start, unless --insecure-no-auth is given, which is only
allowed on a loopback address.

Status codes: 200 graded; 400 bad input (the message the CLI would print,
naming "request body", the line and the field); 401 no or wrong token; 405
wrong method; 413 body over --max-body; 503 the judge or index is down
(the body still carries the verdicts it could reach) or all --concurrency
slots stayed busy for --queue-wait (Retry-After is set); 504 a grade took
longer than --timeout.

Replies withhold the text of documents the asking user could not read at
asked_at (IDs and access decisions stay, and report.denied_text says
"withheld"), unless serve was started with --show-denied.

The service writes nothing to disk (run IDs sent by clients never become
paths); only the judge's verdict cache, when on, writes hash-named files.
SIGTERM or SIGINT stops accepting connections and lets requests in flight
finish for up to --shutdown-grace.`),
		Args: exactArgs(0),
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runServe(cmd.Context(), g, o, cmd)
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.addr, "addr", "127.0.0.1:8080", "listen address host:port")
	f.StringArrayVar(&o.cases, "case", nil, "a case (rubric) file to grade against; repeat for several (required)")
	f.StringVar(&o.tokenFile, "token-file", "", "file holding the bearer token (default: $"+TokenEnv+")")
	f.BoolVar(&o.noAuth, "insecure-no-auth", false, "serve without authentication (loopback addresses only)")
	f.Int64Var(&o.maxBody, "max-body", service.DefaultMaxBody, "largest request body in bytes (413 above)")
	f.DurationVar(&o.timeout, "timeout", service.DefaultTimeout, "time limit of one grade (504 above)")
	f.IntVar(&o.concurrency, "concurrency", service.DefaultConcurrency, "grades run at once")
	f.DurationVar(&o.queueWait, "queue-wait", service.DefaultQueueWait, "how long a request waits for a free slot before 503")
	f.DurationVar(&o.grace, "shutdown-grace", 30*time.Second, "how long requests in flight may run after SIGTERM")
	f.StringVar(&o.logFormat, "log-format", "text", "request log on standard error: text, json, or none")
	f.BoolVar(&o.showDenied, "show-denied", false, "reply with the text of documents the asking user could not read at asked_at (for graders entitled to read it; withheld by default)")
	f.BoolVar(&o.requireTrace, "require-trace", false, "refuse (400) a request without a retrieval trace instead of checking it against the Vault itself")
	registerFrom(cmd, &o.from)
	o.judge.register(cmd)
	o.work.register(cmd)
	addVaultFlag(cmd, g)
	addQuietFlag(cmd, g, "leave out the start and stop lines on stderr (warnings and the log stay)")
	return cmd
}

func runServe(ctx context.Context, g *globalOptions, o *serveOptions, cmd *cobra.Command) error {
	defer o.judge.closeCache()
	cfg, closeAll, err := prepareServe(g, o, cmd)
	if err != nil {
		return err
	}
	defer closeAll()
	h, err := service.New(cfg)
	if err != nil {
		return usagef("serve: %v", err)
	}
	ln, err := net.Listen("tcp", o.addr)
	if err != nil {
		return &rubric.InfraError{Op: "serve: listening on " + o.addr, Err: err}
	}
	var ids []string
	for _, gr := range cfg.Graders {
		ids = append(ids, gr.Case().ID)
	}
	sort.Strings(ids)
	auth := "bearer token required"
	if cfg.NoAuth {
		auth = "NO AUTHENTICATION (--insecure-no-auth)"
	}
	if !g.quiet {
		fmt.Fprintf(g.stderr, "citecheck: serving on http://%s (cases: %s; %s)\n", ln.Addr(), strings.Join(ids, ", "), auth)
	}
	if jcfg, err := o.judge.config(cmd); err == nil && !g.quiet {
		var crit []string
		for _, gr := range cfg.Graders {
			if cg, ok := gr.(*grade.Grader); ok {
				crit = append(crit, cg.JudgeCriteria()...)
			}
		}
		fmt.Fprint(g.stderr, heuristicNotice(jcfg, dedupe(crit)))
	}
	if err := service.Serve(ctx, service.NewServer(h, o.timeout), ln, o.grace); err != nil {
		return &rubric.InfraError{Op: "serve", Err: err}
	}
	if !g.quiet {
		fmt.Fprintln(g.stderr, "citecheck: stopped")
	}
	return nil
}

// prepareServe checks the flags, reads the token, loads every case, opens
// their Vaults (once per folder) and builds one grader per case.
func prepareServe(g *globalOptions, o *serveOptions, cmd *cobra.Command) (service.Config, func(), error) {
	cfg := service.Config{MaxBody: o.maxBody, Timeout: o.timeout, Concurrency: o.concurrency, QueueWait: o.queueWait, ShowDenied: o.showDenied}
	decode, err := fromDecoder("serve", o.from)
	if err != nil {
		return service.Config{}, nil, err
	}
	cfg.Decode = decode
	none := func() {}
	limits, err := o.work.limits("serve")
	if err != nil {
		return cfg, none, err
	}
	switch o.logFormat {
	case "text":
		cfg.Logger = slog.New(slog.NewTextHandler(g.stderr, nil))
	case "json":
		cfg.Logger = slog.New(slog.NewJSONHandler(g.stderr, nil))
	case "none":
	default:
		return cfg, none, usagef("serve: --log-format %q: want text, json or none", o.logFormat)
	}
	switch {
	case len(o.cases) == 0:
		return cfg, none, usagef("serve: give at least one --case")
	case o.maxBody <= 0, o.timeout <= 0, o.concurrency <= 0, o.queueWait < 0, o.grace <= 0:
		return cfg, none, usagef("serve: --max-body, --timeout, --concurrency and --shutdown-grace must be positive, --queue-wait not negative")
	}
	tok, err := serveToken(o)
	if err != nil {
		return cfg, none, err
	}
	if o.noAuth {
		if !service.IsLoopback(o.addr) {
			return cfg, none, usagef("serve: --insecure-no-auth is only allowed on a loopback address (127.0.0.1, ::1, localhost), not %q", o.addr)
		}
		if tok != "" {
			fmt.Fprintf(g.stderr, "citecheck: warning: --insecure-no-auth given, so the configured token is not checked\n")
		}
		cfg.NoAuth = true
	} else {
		if tok == "" {
			return cfg, none, usagef("serve: no token: set %s or give --token-file (or --insecure-no-auth on a loopback address)", TokenEnv)
		}
		cfg.Token = tok
	}
	if cfg.Logger != nil { // a shared judge cache's outages go to the log
		o.judge.warn = func(msg string) { cfg.Logger.Warn(msg, "component", "judge-cache") }
	}
	jcfg, err := o.judge.config(cmd)
	if err != nil {
		return cfg, none, err
	}
	var cases []*rubric.Case
	for _, p := range o.cases {
		c, err := rubric.LoadCase(p)
		if err != nil {
			return cfg, none, err
		}
		if c.VaultPath == "" && g.vault == "" {
			return cfg, none, usagef("serve: the case %s names no \"vault\"; give --vault", p)
		}
		cases = append(cases, c)
	}
	j, err := wiring.Open(jcfg)
	if err != nil {
		return cfg, none, err
	}
	opened := map[string]*vault.Index{}
	closeAll := func() {
		for _, ix := range opened {
			ix.Close()
		}
	}
	for _, c := range cases {
		vpath := g.vault
		if vpath == "" {
			vpath = c.VaultPath
		}
		ix := opened[vpath]
		if ix == nil {
			if ix, err = vault.Open(vpath); err != nil {
				closeAll()
				return cfg, none, err
			}
			opened[vpath] = ix
		}
		gr, err := grade.NewGrader(grade.Options{Case: c, Vault: ix, Judge: j, RequireTrace: o.requireTrace, Limits: limits})
		if err != nil {
			closeAll()
			return cfg, none, err
		}
		cfg.Graders = append(cfg.Graders, gr)
	}
	return cfg, closeAll, nil
}

// serveToken reads the token: --token-file, else $CITECHECK_TOKEN.
func serveToken(o *serveOptions) (string, error) {
	if o.tokenFile == "" {
		return strings.TrimSpace(os.Getenv(TokenEnv)), nil
	}
	data, err := os.ReadFile(o.tokenFile)
	if err != nil {
		return "", &rubric.InputError{File: o.tokenFile, Field: "--token-file", Msg: "cannot read the token: " + err.Error()}
	}
	tok := strings.TrimSpace(string(data))
	if tok == "" {
		return "", &rubric.InputError{File: o.tokenFile, Field: "--token-file", Msg: "the token file is empty"}
	}
	return tok, nil
}

// dedupe keeps the first of each string, in order.
func dedupe(ss []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, s := range ss {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}
