package cite

import "strings"

// Several Sources lists that each number from 1. An answer in parts
// ("## Part A ... [1] ... **Sources** 1. ...", then "## Part B ... [1]
// ... **Sources** 1. ...") restarts its numbering with each list: a
// marker points at the entry of the first list after it. Read as one
// list, every "[1]" took the first list's entry and both lists' first
// entries, and the markers after the first list were dropped: Part A's
// sentence was credited with Part B's source and Part B's sentence was
// uncited. When the lists' numbers repeat, each list after the first is
// scoped: its labels carry the list's number ("#1~2"), and so do the
// labels of the markers between the list before it and itself.

// sourceList is one list of a scoped answer: where its first entry
// starts and the scope suffix of its labels ("" for the first list).
type sourceList struct {
	start, end int
	suffix     string
}

// scopeSourceLists groups entries (in text order per list, lists in
// text order) into lists, by a label that repeats one already seen in
// the current list's run of numbers restarting; when no label repeats it
// returns nil and nothing changes. Otherwise it relabels the entries of
// every list after the first and returns the lists.
func scopeSourceLists(entries []*block) []sourceList {
	if len(entries) < 2 {
		return nil
	}
	for i := 1; i < len(entries); i++ {
		if entries[i].defStart < entries[i-1].defStart {
			return nil // the trailing "[N]" run is listed backwards: one list
		}
	}
	var lists []sourceList
	seen := map[string]bool{}
	cur := sourceList{start: entries[0].defStart, end: entries[0].end}
	for i, b := range entries {
		if i > 0 && seen[b.label] {
			lists = append(lists, cur)
			seen = map[string]bool{}
			cur = sourceList{start: b.defStart, suffix: "~" + itoa(len(lists)+1)}
		}
		seen[b.label] = true
		cur.end = b.end
	}
	lists = append(lists, cur)
	if len(lists) == 1 {
		return nil
	}
	k := 0
	for _, b := range entries {
		for k+1 < len(lists) && b.defStart >= lists[k+1].start {
			k++
		}
		if !strings.Contains(b.label, "~") {
			b.label += lists[k].suffix
		}
	}
	return lists
}

// scopeOf is the scope suffix of a marker at p: that of the first list
// starting after it. ok is false for a marker inside a list or its
// entries (from a list's first entry to its last entry's end), or after
// the last list.
func scopeOf(lists []sourceList, entries []*block, p int) (string, bool) {
	for _, l := range lists {
		if p >= l.start && p < l.end {
			return "", false
		}
		if p < l.start {
			return l.suffix, true
		}
	}
	return "", false
}
