package heuristic

import (
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// Arguments are not statements of the court (C-003): a proposition whose
// words line up best with a sentence reporting what a party argued,
// contended or asked for ("Larkspur argues that the clause is mutual and
// that members may opt out") states as law or as the court's ruling what
// the passage gives only as one side's position, unless some sentence of
// the excerpt or the holding states what the proposition asserts, the
// same way. The rules cannot tell whether the court adopted the
// argument: undecided, never a pass.

// argumentLead is how many words into a sentence its reporting verb may
// stand ("The employer, in its reply brief, argues that ...").
const argumentLead = 8

// reportsArgument reports whether s opens by reporting a party's
// argument or request: a request word (requestWords) among its first
// argumentLead words, followed by "that", "to" or "for".
func reportsArgument(s *analysed) bool {
	for i, t := range s.toks {
		if i >= argumentLead {
			break
		}
		if t.kind != tokWord || !requestWords[t.low] || i+1 >= len(s.toks) {
			continue
		}
		switch s.toks[i+1].low {
		case "that", "to", "for":
			return true
		}
	}
	return false
}

// posesQuestion reports whether s asks rather than states: it ends in a
// question mark, or it opens on a question ("The question is whether
// continued employment is sufficient consideration"; "Courts are
// divided on whether ..."; "We must decide whether ..."). "Relevant to
// whether" states something about the question, and is no question.
func posesQuestion(s *analysed) bool {
	if strings.HasSuffix(strings.TrimSpace(s.text), "?") {
		return true
	}
	return phraseQuestionLeads.at(s.toks, 0) > 0 || questionLeadWithin(s.toks)
}

// questionLeads are the openings of a sentence that asks whether.
var questionLeads = []string{"whether", "the question is whether", "the issue is whether", "at issue is whether", "the question presented is whether", "the question before us is whether"}

// questionVerbs ask whether when "whether" follows them ("decide
// whether", "divided on whether").
var questionVerbs = map[string]bool{"decide": true, "consider": true, "determine": true, "asks": true, "asked": true, "ask": true, "address": true, "divided": true, "split": true, "disagree": true}

var phraseQuestionLeads = compilePhrases(questionLeads)

// questionLeadWithin reports a question verb followed by "whether" (with
// at most "on" between) among a sentence's first argumentLead words.
func questionLeadWithin(toks []tok) bool {
	for i := 0; i+1 < len(toks) && i < argumentLead; i++ {
		if !questionVerbs[toks[i].low] {
			continue
		}
		j := i + 1
		if toks[j].low == "on" || toks[j].low == "over" || toks[j].low == "about" {
			j++
		}
		if j < len(toks) && toks[j].low == "whether" {
			return true
		}
	}
	return false
}

// argumentOnly describes support resting on a reported argument or a
// question, or "": the best-aligned sentence reports an argument or poses
// a question, and for some assertion of the proposition's main clauses
// no excerpt or holding sentence makes an assertion on the same axis
// with the same sign.
func argumentOnly(prop *analysed, picks []*analysed, p *passage, holding []*analysed) string {
	if len(picks) == 0 || !reportsArgument(picks[0]) && !posesQuestion(picks[0]) {
		return ""
	}
	if posesQuestion(prop) {
		return "" // a proposition that itself asks whether asserts nothing
	}
	var stated []*analysed
	for i := range p.sents {
		if p.where[i] == judge.InExcerpt {
			stated = append(stated, &p.sents[i])
		}
	}
	stated = append(stated, holding...)
	for _, c := range prop.clauses {
		if c.role != roleMain {
			continue
		}
		for _, a := range c.asserts {
			if a.sign == 0 || statesSame(stated, a) {
				continue
			}
			return fmt.Sprintf("the passage sentence the proposition matches reports what a party argued or asked for, or asks a question (%q), and no sentence of the excerpt or the holding states %q as the proposition does", clip(picks[0].text, 160), a.word)
		}
	}
	return ""
}

// statesSame reports whether a main clause of one of ss, other than one
// reporting an argument or request, asking whether, or qualified ("some
// hold that ..."), asserts a's axis with a's sign ("... moved to
// dismiss, and the district court granted the motion" states the grant
// in its second clause).
func statesSame(ss []*analysed, a assertion) bool {
	for _, s := range ss {
		for ci := range s.clauses {
			c := &s.clauses[ci]
			if c.role != roleMain || holdsRequest(c) || holdsWhether(c) || len(s.withCond[ci]) > 0 {
				continue
			}
			for _, b := range c.asserts {
				if b.axis == a.axis && b.sign == a.sign {
					return true
				}
			}
		}
	}
	return false
}

// holdsRequest reports whether a clause holds a request word (what a
// party argued or asked for).
func holdsRequest(c *clause) bool {
	for _, t := range c.toks {
		if t.kind == tokWord && requestWords[t.low] {
			return true
		}
	}
	return false
}

// holdsWhether reports whether a clause asks whether (it states nothing
// either way).
func holdsWhether(c *clause) bool {
	for _, t := range c.toks {
		if t.low == "whether" {
			return true
		}
	}
	return false
}
