package service

import (
	"encoding/json"
	"net/http"
	"sort"
	"time"
)

// Route paths.
const (
	PathGrade   = "/v1/grade"
	PathHealth  = "/healthz"
	PathMetrics = "/metrics"
)

// Service is the HTTP handler. Build it with New; it is safe for
// concurrent use.
type Service struct {
	cfg     Config
	token   [32]byte
	graders map[string]Grader
	ids     []string // case IDs, sorted
	slots   chan struct{}
	metrics *Metrics
	mux     *http.ServeMux
}

// New checks cfg and builds the handler. It refuses to build without a
// token unless cfg.NoAuth is set, and with two cases sharing an id.
func New(cfg Config) (*Service, error) {
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	c := cfg.withDefaults()
	s := &Service{cfg: c, token: tokenDigest(c.Token), graders: map[string]Grader{},
		slots: make(chan struct{}, c.Concurrency), metrics: NewMetrics(), mux: http.NewServeMux()}
	for _, g := range c.Graders {
		s.graders[g.Case().ID] = g
		s.ids = append(s.ids, g.Case().ID)
	}
	sort.Strings(s.ids)
	s.mux.HandleFunc(PathGrade, s.requireAuth(methods(s.handleGrade, http.MethodPost)))
	s.mux.HandleFunc(PathHealth, methods(s.handleHealth, http.MethodGet, http.MethodHead))
	s.mux.HandleFunc(PathMetrics, s.requireAuth(methods(s.handleMetrics, http.MethodGet, http.MethodHead)))
	s.mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, "no such endpoint: "+r.URL.Path+" (see the OpenAPI description, checks/service/openapi.yaml)")
	})
	return s, nil
}

// Metrics exposes the service's metrics (for tests and embedding).
func (s *Service) Metrics() *Metrics { return s.metrics }

// ServeHTTP counts the request in the metrics and routes it.
func (s *Service) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	end := s.metrics.begin()
	start := time.Now()
	rec := &statusWriter{ResponseWriter: w, code: http.StatusOK}
	defer func() {
		d := time.Since(start)
		end(routeLabel(r.URL.Path), rec.code, d)
		s.logRequest(r, rec, d)
	}()
	s.mux.ServeHTTP(rec, r)
}

// routeLabel keeps the path label to the known routes, so clients cannot
// grow the metrics without bound.
func routeLabel(p string) string {
	switch p {
	case PathGrade, PathHealth, PathMetrics:
		return p
	}
	return "other"
}

// methods answers 405 (with Allow) to any method not listed.
func methods(h http.HandlerFunc, allowed ...string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		for _, m := range allowed {
			if r.Method == m {
				h(w, r)
				return
			}
		}
		allow := allowed[0]
		for _, m := range allowed[1:] {
			allow += ", " + m
		}
		w.Header().Set("Allow", allow)
		writeError(w, http.StatusMethodNotAllowed, "method "+r.Method+" not allowed on "+r.URL.Path+"; use "+allow)
	}
}

func (s *Service) handleHealth(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, map[string]any{"status": "ok", "cases": s.ids})
}

func (s *Service) handleMetrics(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
	s.metrics.WriteTo(w)
}

// statusWriter remembers the status code written, for the metrics, and
// the run ID graded, for the request log.
type statusWriter struct {
	http.ResponseWriter
	code  int
	runID string
}

// setRunID records the run ID a request graded, for the request log.
func setRunID(w http.ResponseWriter, id string) {
	if sw, ok := w.(*statusWriter); ok && id != "" {
		sw.runID = id
	}
}

func (w *statusWriter) WriteHeader(code int) {
	w.code = code
	w.ResponseWriter.WriteHeader(code)
}

// errorReply is the body of every error response.
type errorReply struct {
	Error  string `json:"error"`
	Status int    `json:"status"`
}

func writeError(w http.ResponseWriter, code int, msg string) {
	writeJSON(w, code, errorReply{Error: msg, Status: code})
}

// writeJSON writes v as JSON (no HTML escaping: reasoning quotes answers
// as written) with the status code.
func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(code)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.Encode(v)
}
