package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/vault"
)

// extractOptions are the flags of `citecheck extract`.
type extractOptions struct {
	json         bool
	propositions bool
	reporters    string
}

// newExtractCmd is `citecheck extract`: the citations and propositions
// the grader reads in an answer, so a user can see exactly what will be
// checked (docs/commands.md).
func newExtractCmd(g *globalOptions) *cobra.Command {
	o := &extractOptions{}
	cmd := &cobra.Command{
		Use:   "extract [FILE|-] [--vault DIR] [--json] [--propositions] [--reporters FILE]",
		Short: "List the citations and propositions found in an answer",
		Long: strings.TrimSpace(`
extract reads a Markdown answer (FILE, or standard input when FILE is "-"
or absent; a response JSON (FORMATS.md, "The response") is accepted too
and its "answer" is read) and prints every citation with its span, identifier, locators and
the proposition it supports, then the propositions.

With --vault, the Vault's id_pattern (or one derived from its IDs), titles,
aliases and file names are used, so invented IDs of the Vault's shape are
found, and each citation's doc_id is the document it resolves to.
--reporters loads a reporters-db reporters.json on top of the built-in
reporter table. --json prints a JSON array with one object per citation
(kind, text, start, end, identifiers, pin, locators, proposition,
doc_id, warnings); with --propositions it prints {"citations": [...],
"propositions": [...]} instead. Offsets are byte offsets into the answer.`),
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 1 {
				return usagef("%s takes at most one FILE, got %d; see '%s --help'", cmd.CommandPath(), len(args), cmd.CommandPath())
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			file := "-"
			if len(args) == 1 {
				file = args[0]
			}
			return runExtract(g, o, file)
		},
	}
	f := cmd.Flags()
	f.BoolVar(&o.json, "json", false, "print JSON (one object per citation)")
	f.BoolVar(&o.propositions, "propositions", false, "with --json, print {citations, propositions} instead of the citation array")
	f.StringVar(&o.reporters, "reporters", "", "a reporters-db reporters.json to extend the built-in reporter table")
	addVaultFlag(cmd, g)
	return cmd
}

func runExtract(g *globalOptions, o *extractOptions, file string) error {
	text, err := readAnswer(g, file)
	if err != nil {
		return err
	}
	opts := cite.Options{}
	if o.reporters != "" {
		reps, err := cite.LoadReportersDB(o.reporters)
		if err != nil {
			return err
		}
		opts.Reporters = reps
	}
	var rd vault.Reader
	if g.vault != "" {
		ix, err := vault.Open(g.vault)
		if err != nil {
			return err
		}
		defer ix.Close()
		rd = ix
		if err := grade.VaultExtractorOptions(ix, &opts); err != nil {
			return err
		}
	}
	ex, err := cite.NewExtractor(opts)
	if err != nil {
		return err
	}
	a := ex.Extract(text)
	if a.Limit != nil {
		return &cite.InputError{File: file, Field: "answer", Msg: a.Limit.Error()}
	}
	recs := extractRecords(a, rd)
	mentions := mentionRecords(a, rd)
	if o.json {
		return printExtractJSON(g.stdout, a, recs, mentions, o.propositions)
	}
	return printExtractText(g.stdout, a, recs, mentions)
}

// readAnswer reads FILE or standard input. Text that is not UTF-8 is bad
// input; a response JSON (FORMATS.md, "The response and its retrieval
// trace") yields its "answer".
func readAnswer(g *globalOptions, file string) (string, error) {
	var data []byte
	var err error
	name := file
	if file == "-" {
		name = "<stdin>"
		data, err = io.ReadAll(io.LimitReader(g.stdin, rubric.DefaultMaxResponseBytes+1))
	} else {
		var f *os.File
		if f, err = os.Open(file); err == nil {
			data, err = io.ReadAll(io.LimitReader(f, rubric.DefaultMaxResponseBytes+1))
			f.Close()
		}
	}
	if err != nil {
		return "", &cite.InputError{File: name, Msg: err.Error()}
	}
	if len(data) > rubric.DefaultMaxResponseBytes {
		return "", &cite.InputError{File: name, Msg: fmt.Sprintf("larger than the limit of %d bytes", rubric.DefaultMaxResponseBytes)}
	}
	if !utf8.Valid(data) {
		off := 0
		for off < len(data) {
			r, size := utf8.DecodeRune(data[off:])
			if r == utf8.RuneError && size <= 1 {
				break
			}
			off += size
		}
		line := 1 + bytes.Count(data[:off], []byte("\n"))
		return "", &cite.InputError{File: name, Line: line, Msg: fmt.Sprintf("not valid UTF-8 at byte %d", off)}
	}
	if t := bytes.TrimSpace(data); len(t) > 0 && t[0] == '{' {
		var resp struct {
			Answer *string `json:"answer"`
		}
		if err := json.Unmarshal(data, &resp); err != nil {
			return "", &cite.InputError{File: name, Line: jsonErrorLine(data, err), Msg: "malformed response JSON: " + err.Error()}
		}
		if resp.Answer == nil {
			return "", &cite.InputError{File: name, Line: 1, Field: "answer", Msg: "missing required field"}
		}
		return *resp.Answer, nil
	}
	return string(data), nil
}

// jsonErrorLine returns the 1-based line of a JSON syntax error, or 1.
func jsonErrorLine(data []byte, err error) int {
	var se *json.SyntaxError
	if e, ok := err.(*json.SyntaxError); ok {
		se = e
	}
	if se == nil {
		return 1
	}
	return 1 + bytes.Count(data[:min(int(se.Offset), len(data))], []byte("\n"))
}
