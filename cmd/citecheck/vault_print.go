package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"
	"unicode/utf8"

	"github.com/citecheck/citecheck/vault"
)

// printDocument is the human form of `vault get DOC`: the document's
// fields, then one line per chunk with its locators and a preview.
func printDocument(w io.Writer, d *vault.Document, chunks []*vault.Chunk) error {
	b := &strings.Builder{}
	fmt.Fprintf(b, "%s  %s\n", d.ID, d.Title)
	field := func(name, value string) {
		if value != "" {
			fmt.Fprintf(b, "  %-10s %s\n", name+":", value)
		}
	}
	field("kind", d.Kind)
	field("court", d.Court)
	field("decided", d.Decided)
	field("file", d.Filename)
	if d.File != "" {
		field("read from", d.File+" ("+d.Format+")")
	}
	field("citations", strings.Join(d.Citations, "; "))
	field("aliases", strings.Join(d.Aliases, "; "))
	fmt.Fprintf(b, "  %-10s %d bytes, %d chunks\n", "text:", len(d.Text), len(chunks))
	if len(d.Furniture) > 0 {
		// Running headers, footers and page numbers kept out of the text.
		fmt.Fprintf(b, "  %-10s\n", "furniture:")
		for _, f := range d.Furniture {
			fmt.Fprintf(b, "    p. %s: %s\n", f.Page, strings.Join(f.Lines, " | "))
		}
	}
	b.WriteString("\n")
	tw := tabwriter.NewWriter(b, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "CHUNK\tPAGES\tSECTION\tPARAGRAPHS\tOFFSETS\tTOKENS\tBEGINS")
	for _, c := range chunks {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d-%d\t%d\t%s\n", c.ID, span(c.PageStart, c.PageEnd), dash(c.Section),
			span(c.ParagraphStart, c.ParagraphEnd), c.Start, c.End, c.Tokens, preview(c.Text, 40))
	}
	tw.Flush()
	_, err := io.WriteString(w, b.String())
	return err
}

// printChunk is the human form of `vault get DOC#cN`: the locators, then
// the full text.
func printChunk(w io.Writer, c *vault.Chunk, withText bool) error {
	b := &strings.Builder{}
	fmt.Fprintf(b, "%s  (chunk %d of %s)\n", c.ID, c.N, c.Doc)
	fmt.Fprintf(b, "  %-11s %s\n", "pages:", span(c.PageStart, c.PageEnd))
	fmt.Fprintf(b, "  %-11s %s\n", "section:", dash(c.Section))
	fmt.Fprintf(b, "  %-11s %s\n", "paragraphs:", span(c.ParagraphStart, c.ParagraphEnd))
	fmt.Fprintf(b, "  %-11s %d-%d\n", "offsets:", c.Start, c.End)
	fmt.Fprintf(b, "  %-11s %d\n", "tokens:", c.Tokens)
	if withText {
		b.WriteString("\n")
		b.WriteString(c.Text)
		b.WriteString("\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// printDecisions is the human form of `vault access`.
func printDecisions(w io.Writer, user string, at time.Time, ds []vault.Decision) error {
	b := &strings.Builder{}
	fmt.Fprintf(b, "user %s at %s\n\n", user, at.UTC().Format(time.RFC3339Nano))
	for _, d := range ds {
		verdict := "DENIED"
		if d.Allowed {
			verdict = "allowed"
		}
		fmt.Fprintf(b, "%s  %s  %s\n    %s\n", d.Doc, verdict, d.Rule, d.Reason)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// span prints a locator range: "10", "10-12", or "-" when unknown.
func span(a, b string) string {
	switch {
	case a == "" && b == "":
		return "-"
	case a == b || b == "":
		return a
	case a == "":
		return "?-" + b
	}
	return a + "-" + b
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// preview is the first n characters of s on one line.
func preview(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n]) + "…"
}
