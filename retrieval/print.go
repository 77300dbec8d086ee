package retrieval

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/textnorm"
)

// Trace is a whole retrieval run in the response's shape (FORMATS.md: the response: user,
// asked_at, question, retrieved), so `citecheck retrieve --json` output can
// be pasted straight into a response to grade.
type Trace struct {
	User      string      `json:"user"`
	AskedAt   time.Time   `json:"asked_at"`
	Question  string      `json:"question"`
	Retrieved []Retrieved `json:"retrieved"`
}

// WriteJSON prints t as indented JSON with a trailing newline.
func WriteJSON(w io.Writer, t Trace) error {
	if t.Retrieved == nil {
		t.Retrieved = []Retrieved{}
	}
	b, err := json.MarshalIndent(t, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// snippetRunes is how much of each chunk the table shows.
const snippetRunes = 72

// WriteTable prints t for a person: a header line, then one row per chunk
// with rank, score, chunk ID, the pages/section/paragraphs it covers (from
// r, which may be nil) and the start of its text on one line.
func WriteTable(w io.Writer, t Trace, r vault.Reader) error {
	fmt.Fprintf(w, "Retrieval for %s at %s: %q\n", t.User, t.AskedAt.UTC().Format(time.RFC3339), t.Question)
	if len(t.Retrieved) == 0 {
		_, err := fmt.Fprintln(w, "No readable chunk matches.")
		return err
	}
	fmt.Fprintf(w, "%d chunk(s)\n\n", len(t.Retrieved))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "RANK\tSCORE\tCHUNK\tLOCATORS\tTEXT")
	for _, e := range t.Retrieved {
		where := "-"
		if r != nil {
			if c, ok := r.Chunk(e.ChunkID); ok {
				where = Locators(c)
			}
		}
		fmt.Fprintf(tw, "%d\t%.4f\t%s\t%s\t%s\n", e.Rank, e.Score, e.ChunkID, where, snippet(e.Text))
	}
	return tw.Flush()
}

// Locators describes what a chunk covers, for tables and reasoning:
// "pp. 15-16 § II.B ¶¶ 3-4", or "-" when it carries no locator.
func Locators(c *vault.Chunk) string {
	var parts []string
	if c.PageStart != "" {
		if c.PageEnd != "" && c.PageEnd != c.PageStart {
			parts = append(parts, "pp. "+c.PageStart+"-"+c.PageEnd)
		} else {
			parts = append(parts, "p. "+c.PageStart)
		}
	}
	if c.Section != "" {
		parts = append(parts, "§ "+strings.TrimLeft(c.Section, "§ "))
	}
	if c.ParagraphStart != "" {
		if c.ParagraphEnd != "" && c.ParagraphEnd != c.ParagraphStart {
			parts = append(parts, "¶¶ "+c.ParagraphStart+"-"+c.ParagraphEnd)
		} else {
			parts = append(parts, "¶ "+c.ParagraphStart)
		}
	}
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, " ")
}

// snippet is the start of s on one line, cut at a rune boundary.
func snippet(s string) string {
	s = textnorm.Fold(s)
	rs := []rune(s)
	if len(rs) <= snippetRunes {
		return s
	}
	return string(rs[:snippetRunes-1]) + "…"
}
