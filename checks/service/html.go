package service

import (
	"bytes"
	"mime"
	"net/http"
	"strconv"
	"strings"

	"github.com/citecheck/citecheck/checks/printer"
	"github.com/citecheck/citecheck/checks/report"
)

// POST /v1/grade answers with the reviewer's HTML report (the one
// `citecheck grade --format html` writes: one self-contained file, no
// script) when the client prefers text/html to JSON in its Accept
// header, as a browser's form post or `curl -H 'Accept: text/html'`
// does. It is redacted like the JSON reply (unless --show-denied), and
// errors stay JSON (the Error schema) whatever Accept says.

// wantsHTML reports whether the Accept header ranks text/html above
// application/json. No header, "*/*", or a tie: JSON, the API's own form.
func wantsHTML(accept string) bool {
	if strings.TrimSpace(accept) == "" {
		return false
	}
	html, json := -1.0, -1.0
	for _, part := range strings.Split(accept, ",") {
		mt, params, err := mime.ParseMediaType(strings.TrimSpace(part))
		if err != nil {
			continue
		}
		q := 1.0
		if v, ok := params["q"]; ok {
			if f, err := strconv.ParseFloat(v, 64); err == nil && f >= 0 && f <= 1 {
				q = f
			} else {
				continue
			}
		}
		switch mt {
		case "text/html":
			html = max(html, q)
		case "application/json":
			json = max(json, q)
		case "text/*":
			html = max(html, q*0.999) // a specific range outranks a wildcard
		case "application/*", "*/*":
			json = max(json, q*0.999)
		}
	}
	return html > 0 && html > json
}

// writeHTMLReply writes the HTML report of one graded response.
func writeHTMLReply(w http.ResponseWriter, code int, s *report.Scores, r *report.Report, show bool) {
	var b bytes.Buffer
	if err := printer.WriteHTML(&b, s, r, printer.Options{ShowDenied: show}); err != nil {
		writeError(w, http.StatusInternalServerError, "rendering the HTML report: "+err.Error())
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("X-Content-Type-Options", "nosniff")
	// The report is self-contained and runs no script: say so to the
	// browser, so an answer that slipped markup past the printer still
	// could not run or load anything.
	h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
	w.WriteHeader(code)
	w.Write(b.Bytes())
}
