package vault

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// pageRange reads first_page and last_page (FORMATS.md: the Vault folder: the document's page
// range where the text alone cannot say it) and checks them against the
// page markup: the range must hold every page the text marks, first no
// later than the page before the first "[*N]" marker and last no earlier
// than the last marker. A "pages" document has its range by
// construction: its first and last page labels, when they are numbers;
// so has a paged document file (a PDF).
func pageRange(path string, line int, raw *rawDocument, d *Document, paged bool) error {
	fail := func(field, format string, args ...any) error {
		return &InputError{File: path, Line: line, Field: field, Msg: fmt.Sprintf(format, args...)}
	}
	first, err := pageNumber(raw.FirstPage)
	if err != nil {
		return fail("first_page", "%v", err)
	}
	last, err := pageNumber(raw.LastPage)
	if err != nil {
		return fail("last_page", "%v", err)
	}
	if first > 0 && last > 0 && last < first {
		return fail("last_page", "last_page %d is before first_page %d", last, first)
	}
	lo, hi, marked, textBefore := markedPages(d.Text)
	before := false // the range starts at the text before the first marker
	if (raw.Pages != nil || paged) && marked {
		// A "pages" document begins on its first page, not after it.
		if first == 0 {
			first = lo
		}
		if last == 0 {
			last = hi
		}
	} else if marked && lo > 1 && textBefore {
		lo-- // text before the first "[*N]" is page N-1
		before = true
	}
	if marked && first > 0 && first > lo {
		if before {
			return fail("first_page", "first_page %d is after page %d, which the text marks: the text before its first [*%d] marker is page %d, "+
				"since [*N] marks where page N begins. Set first_page to %d (or leave it out), or, if the text before that marker is on page %d, "+
				"remove the [*%d] line", first, lo, lo+1, lo, lo, first, lo+1)
		}
		return fail("first_page", "first_page %d is after page %d, which the text marks: set first_page to %d or earlier, or leave it out", first, lo, lo)
	}
	if marked && last > 0 && last < hi {
		return fail("last_page", "last_page %d is before page %d, which the text marks: set last_page to %d or later, or leave it out", last, hi, hi)
	}
	if first > 0 {
		d.FirstPage = strconv.Itoa(first)
	}
	if last > 0 {
		d.LastPage = strconv.Itoa(last)
	}
	return nil
}

// pageNumber reads a page number given as a JSON number or string; 0
// means absent.
func pageNumber(raw json.RawMessage) (int, error) {
	s := strings.TrimSpace(string(raw))
	if s == "" || s == "null" {
		return 0, nil
	}
	var str string
	if json.Unmarshal(raw, &str) == nil {
		s = strings.TrimSpace(str)
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > 1e8 {
		return 0, fmt.Errorf("want a page number such as 509, got %s", raw)
	}
	return n, nil
}

// markedPages is the lowest and highest numeric page the text's "[*N]"
// markers name; marked is false when it names none. textBefore reports
// whether any text stands before the first marker of any kind (a text
// that opens with "[*509]" begins on page 509, not on page 508).
func markedPages(text string) (lo, hi int, marked, textBefore bool) {
	seenMarker := false
	for _, l := range strings.Split(text, "\n") {
		kind, label := classifyLine(l)
		if kind != linePage {
			if !seenMarker && strings.TrimSpace(l) != "" {
				textBefore = true
			}
			continue
		}
		seenMarker = true
		n, err := strconv.Atoi(strings.TrimLeft(label, "*"))
		if err != nil {
			continue
		}
		if !marked || n < lo {
			lo = n
		}
		if !marked || n > hi {
			hi = n
		}
		marked = true
	}
	return lo, hi, marked, textBefore
}
