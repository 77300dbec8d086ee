#!/usr/bin/env python3
"""Writes saved streams of three providers, with invented legal text, and the
non-streamed object each stands for, as the providers' SDKs serialise them:

  cohere-*.json       Cohere Chat v2 (co.chat / co.chat_stream) inside the
                      cohere wrapper {"request", "response"}: the response
                      whole, as a list of events, and as the wire's text
                      (server-sent events) in one string;
  azure-*.{json,sse}  Azure OpenAI "on your data" chat completion and its
                      chat.completion.chunk stream (data: lines, [DONE]);
  assistants-*        an OpenAI Assistants thread message with its run steps,
                      and the run's stream (SSE event:/data: lines, and the
                      SDK's events as JSON Lines, {"event", "data"} each).

Each bad stream differs from a good one in one way, named by its file.
Run from this folder: python3 make_streams.py"""
import copy, json

CLAUSE = ("Section 12.1. Tenant shall not assign this Lease or sublet the Premises without Landlord's prior written consent, "
          "which consent shall not be unreasonably withheld. Any assignment without consent is void.")
CURE = ("Section 15.2. Landlord shall give Tenant written notice of any default and thirty (30) days to cure it "
        "before terminating this Lease.")
ANSWER = ("The tenant may not assign the lease without the landlord's prior written consent, which may not be unreasonably withheld. "
          "Before terminating, the landlord must give written notice and thirty days to cure.")
S1 = ANSWER.index("The tenant")
E1 = ANSWER.index(" Before")
S2 = E1 + 1
E2 = len(ANSWER)


def pieces(text, n=9):
    return [text[i:i + n] for i in range(0, len(text), n)]


def dump(path, obj):
    with open(path, "w") as f:
        json.dump(obj, f, indent=1, ensure_ascii=False)
        f.write("\n")


def sse(path, events, named=lambda e: None):
    with open(path, "w") as f:
        for e in events:
            n = named(e)
            if n:
                f.write("event: %s\n" % n)
            f.write("data: %s\n\n" % json.dumps(e, ensure_ascii=False))
        f.write("data: [DONE]\n\n")


# --- Cohere Chat v2 ---------------------------------------------------------
co_req = {"model": "command-a-03-2025", "messages": [{"role": "user", "content": "Can the tenant assign, and what must the landlord do before terminating?"}],
          "documents": [{"id": "lease-12-1", "data": {"title": "Lease, Section 12.1", "filename": "lease.pdf", "snippet": CLAUSE}},
                        {"id": "lease-15-2", "data": {"title": "Lease, Section 15.2", "filename": "lease.pdf", "snippet": CURE}}]}
co_cits = [{"start": S1, "end": E1, "text": ANSWER[S1:E1], "sources": [{"type": "document", "id": "lease-12-1", "document": {"id": "lease-12-1"}}], "type": "TEXT_CONTENT", "content_index": 0},
           {"start": S2, "end": E2, "text": ANSWER[S2:E2], "sources": [{"type": "document", "id": "lease-15-2", "document": {"id": "lease-15-2"}}], "type": "TEXT_CONTENT", "content_index": 0}]
co_resp = {"id": "4c0e-lease", "finish_reason": "COMPLETE",
           "message": {"role": "assistant", "content": [{"type": "text", "text": ANSWER}], "citations": co_cits},
           "usage": {"billed_units": {"input_tokens": 120, "output_tokens": 41}, "tokens": {"input_tokens": 900, "output_tokens": 41}}}
dump("cohere-whole.json", {"request": co_req, "response": co_resp})


def cohere_events(resp):
    m = resp["message"]
    ev = [{"id": resp["id"], "type": "message-start", "delta": {"message": {"role": "assistant", "content": [], "tool_plan": "", "tool_calls": [], "citations": []}}},
          {"type": "content-start", "index": 0, "delta": {"message": {"content": {"type": "text", "text": ""}}}}]
    for p in pieces(m["content"][0]["text"]):
        ev.append({"type": "content-delta", "index": 0, "delta": {"message": {"content": {"text": p}}}, "logprobs": None})
    for k, c in enumerate(m["citations"]):
        ev.append({"type": "citation-start", "index": k, "delta": {"message": {"citations": c}}})
        ev.append({"type": "citation-end", "index": k})
    ev.append({"type": "content-end", "index": 0})
    ev.append({"type": "message-end", "delta": {"finish_reason": resp["finish_reason"], "usage": resp["usage"]}})
    return ev


ce = cohere_events(co_resp)
dump("cohere-stream.json", {"request": co_req, "response": ce})
wire = "".join("event: %s\ndata: %s\n\n" % (e["type"], json.dumps(e, ensure_ascii=False)) for e in ce)
dump("cohere-stream-sse.json", {"request": co_req, "response": wire})
dump("cohere-stream-cut.json", {"request": co_req, "response": ce[:-1]})
bad = copy.deepcopy(ce)
bad[-1]["delta"]["finish_reason"] = "ERROR"
dump("cohere-stream-error.json", {"request": co_req, "response": bad})
# A citation-start given twice for one index, the second naming another
# document: the client showed one of them.
twice = copy.deepcopy(ce)
k = next(i for i, e in enumerate(twice) if e["type"] == "citation-start")
again = copy.deepcopy(twice[k])
again["delta"]["message"]["citations"]["sources"][0]["id"] = "lease-15-2"
dump("cohere-stream-citation-twice.json", {"request": co_req, "response": twice[:k + 1] + [again] + twice[k + 1:]})
# A citation whose offsets run past the streamed text.
past = copy.deepcopy(ce)
past[k]["delta"]["message"]["citations"]["end"] = len(ANSWER) + 40
dump("cohere-stream-offsets-past.json", {"request": co_req, "response": past})
with open("cohere-events-alone.jsonl", "w") as f:
    for e in ce:
        f.write(json.dumps(e, ensure_ascii=False) + "\n")

# --- Azure OpenAI on your data ----------------------------------------------
az_cits = [{"content": CLAUSE, "title": "Lease, Section 12.1", "url": "https://kb.example.blob.core.windows.net/leases/lease.pdf", "filepath": "lease.pdf", "chunk_id": "3"},
           {"content": CURE, "title": "Lease, Section 15.2", "url": "https://kb.example.blob.core.windows.net/leases/lease.pdf", "filepath": "lease.pdf", "chunk_id": "5"}]
az_answer = ANSWER[:E1] + " [doc1]" + ANSWER[E1:] + " [doc2]"
az_ctx = {"citations": az_cits, "intent": "[\"lease assignment consent\", \"default cure period\"]"}
az = {"id": "chatcmpl-lease", "object": "chat.completion", "created": 1781532100, "model": "gpt-4o", "system_fingerprint": "fp_lease",
      "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": az_answer, "end_turn": True, "context": az_ctx}}],
      "usage": {"prompt_tokens": 1800, "completion_tokens": 60, "total_tokens": 1860}}
dump("azure-whole.json", az)


def azure_chunks(c):
    base = {"id": c["id"], "object": "chat.completion.chunk", "created": c["created"], "model": c["model"], "system_fingerprint": c["system_fingerprint"]}
    ch = [{"id": "", "object": "", "created": 0, "model": "", "prompt_filter_results": [{"prompt_index": 0, "content_filter_results": {}}], "choices": []},
          dict(base, choices=[{"index": 0, "finish_reason": None, "delta": {"role": "assistant", "context": c["choices"][0]["message"]["context"]}, "end_turn": False}])]
    for p in pieces(c["choices"][0]["message"]["content"], 5):  # "[doc1]" falls across chunks
        ch.append(dict(base, choices=[{"index": 0, "finish_reason": None, "delta": {"content": p}, "end_turn": False}]))
    ch.append(dict(base, choices=[{"index": 0, "finish_reason": "stop", "delta": {"content": ""}, "end_turn": True}]))
    ch.append(dict(base, choices=[], usage=c["usage"]))
    return ch


ac = azure_chunks(az)
sse("azure-stream.sse", ac)
with open("azure-stream.jsonl", "w") as f:
    for c in ac:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
sse("azure-stream-cut.sse", ac[:-2])
two = copy.deepcopy(ac)
ctx2 = copy.deepcopy(az_ctx)
ctx2["citations"] = list(reversed(ctx2["citations"]))  # [doc1] would name the cure clause
two[3]["choices"][0]["delta"]["context"] = ctx2
sse("azure-stream-two-contexts.sse", two)
err = ac[:6] + [{"error": {"code": "429", "message": "Requests to the deployment have exceeded the rate limit."}}]
sse("azure-stream-error.sse", err)
late = copy.deepcopy(ac)
late.insert(len(late) - 1, dict({k: v for k, v in ac[2].items() if k != "choices"}, choices=[{"index": 0, "finish_reason": None, "delta": {"content": " [doc2]"}}]))
sse("azure-stream-after-finish.sse", late)

# --- OpenAI Assistants ------------------------------------------------------
marker1, marker2 = "【4:0†source】", "【4:1†lease.pdf】"
as_text = ANSWER[:E1] + marker1 + ANSWER[E1:] + marker2
i1 = as_text.index(marker1)
i2 = as_text.index(marker2)
as_anns = [{"type": "file_citation", "text": marker1, "start_index": i1, "end_index": i1 + len(marker1), "file_citation": {"file_id": "file-LEASE01"}},
           {"type": "file_citation", "text": marker2, "start_index": i2, "end_index": i2 + len(marker2), "file_citation": {"file_id": "file-LEASE01"}}]
as_msg = {"id": "msg_lease", "object": "thread.message", "created_at": 1781532000, "assistant_id": "asst_lease", "thread_id": "thread_lease",
          "run_id": "run_lease", "status": "completed", "incomplete_details": None, "completed_at": 1781532004, "incomplete_at": None,
          "role": "assistant", "attachments": [], "metadata": {"matter": "7710"},
          "content": [{"type": "text", "text": {"value": as_text, "annotations": as_anns}}]}
as_step = {"id": "step_lease", "object": "thread.run.step", "created_at": 1781531990, "run_id": "run_lease", "assistant_id": "asst_lease",
           "thread_id": "thread_lease", "type": "tool_calls", "status": "completed",
           "step_details": {"type": "tool_calls", "tool_calls": [{"id": "call_lease", "type": "file_search", "file_search": {
               "ranking_options": {"ranker": "default_2024_08_21", "score_threshold": 0.0},
               "results": [{"file_id": "file-LEASE01", "file_name": "lease.pdf", "score": 0.93, "content": [{"type": "text", "text": CLAUSE}]},
                           {"file_id": "file-LEASE01", "file_name": "lease.pdf", "score": 0.81, "content": [{"type": "text", "text": CURE}]}]}}]}}
dump("assistants-whole.json", {"message": as_msg, "run_steps": [as_step]})


def assistants_events(msg, step):
    run = {"id": "run_lease", "object": "thread.run", "created_at": 1781531988, "assistant_id": "asst_lease", "thread_id": "thread_lease", "status": "queued"}
    ev = [("thread.run.created", dict(run)), ("thread.run.queued", dict(run)), ("thread.run.in_progress", dict(run, status="in_progress"))]
    s0 = copy.deepcopy(step)
    s0["status"] = "in_progress"
    s0["step_details"]["tool_calls"][0]["file_search"] = {}
    ev += [("thread.run.step.created", s0), ("thread.run.step.in_progress", s0),
           ("thread.run.step.delta", {"id": step["id"], "object": "thread.run.step.delta", "delta": {"step_details": {"type": "tool_calls", "tool_calls": [
               {"index": 0, "id": "call_lease", "type": "file_search", "file_search": {}}]}}}),
           ("thread.run.step.completed", step)]
    m0 = dict(copy.deepcopy(msg), status="in_progress", content=[], completed_at=None)
    ev += [("thread.message.created", m0), ("thread.message.in_progress", m0)]
    text = msg["content"][0]["text"]["value"]
    anns = msg["content"][0]["text"]["annotations"]
    at = 0
    for k, a in enumerate(anns + [None]):
        end = a["end_index"] if a else len(text)
        for p in pieces(text[at:end], 11):
            ev.append(("thread.message.delta", {"id": msg["id"], "object": "thread.message.delta", "delta": {"content": [{"index": 0, "type": "text", "text": {"value": p}}]}}))
        at = end
        if a:
            ev.append(("thread.message.delta", {"id": msg["id"], "object": "thread.message.delta", "delta": {"content": [{"index": 0, "type": "text", "text": {"annotations": [dict(copy.deepcopy(a), index=k)]}}]}}))
    ev += [("thread.message.completed", msg), ("thread.run.completed", dict(run, status="completed"))]
    return ev


def write_assistants(path, ev, jsonl=False):
    with open(path, "w") as f:
        for name, data in ev:
            if jsonl:
                f.write(json.dumps({"event": name, "data": data}, ensure_ascii=False) + "\n")
            else:
                f.write("event: %s\ndata: %s\n\n" % (name, json.dumps(data, ensure_ascii=False)))
        if not jsonl:
            f.write("event: done\ndata: [DONE]\n\n")


ae = assistants_events(as_msg, as_step)
write_assistants("assistants-stream.sse", ae)
write_assistants("assistants-stream.jsonl", ae, jsonl=True)
with open("assistants-stream-objects.jsonl", "w") as f:  # the data objects alone
    for _, data in ae:
        f.write(json.dumps(data, ensure_ascii=False) + "\n")
write_assistants("assistants-stream-cut.sse", ae[:-1])
failed = ae[:-1] + [("thread.run.failed", dict(ae[-1][1], status="failed", last_error={"code": "server_error", "message": "Sorry, something went wrong."}))]
write_assistants("assistants-stream-failed.sse", failed)
# The completed message names another file than the delta showed.
rev = copy.deepcopy(ae)
rev[-2][1]["content"][0]["text"]["annotations"][1]["file_citation"]["file_id"] = "file-LEASE99"
write_assistants("assistants-stream-revised.sse", rev)
# A delta adds an annotation the completed message lacks.
extra = copy.deepcopy(ae)
k = max(i for i, (n, d) in enumerate(extra) if n == "thread.message.delta")
extra.insert(k + 1, ("thread.message.delta", {"id": "msg_lease", "object": "thread.message.delta", "delta": {"content": [{"index": 0, "type": "text", "text": {"annotations": [
    dict(as_anns[0], index=2, file_citation={"file_id": "file-OTHER"})]}}]}}))
write_assistants("assistants-stream-extra-annotation.sse", extra)
# The text the deltas streamed is not the completed message's.
txt = copy.deepcopy(ae)
k = next(i for i, (n, d) in enumerate(txt) if n == "thread.message.delta")
txt[k][1]["delta"]["content"][0]["text"]["value"] = "A tenant may"
write_assistants("assistants-stream-text-revised.sse", txt)
# The run step completed twice, the second time with another search result.
steps2 = copy.deepcopy(ae)
k = next(i for i, (n, d) in enumerate(steps2) if n == "thread.run.step.completed")
other = copy.deepcopy(steps2[k][1])
other["step_details"]["tool_calls"][0]["file_search"]["results"][0]["file_id"] = "file-OTHER"
steps2.insert(k + 1, ("thread.run.step.completed", other))
write_assistants("assistants-stream-step-twice.sse", steps2)
# A message of the run that never completed, its text streamed.
orphan = copy.deepcopy(ae)
orphan.insert(len(orphan) - 2, ("thread.message.delta", {"id": "msg_other", "object": "thread.message.delta", "delta": {"content": [{"index": 0, "type": "text", "text": {"value": "Consent may be withheld for any reason."}}]}}))
write_assistants("assistants-stream-message-never-completed.sse", orphan)
# The completed message holds a second text part no delta streamed.
more = copy.deepcopy(ae)
more[-2][1]["content"].append({"type": "text", "text": {"value": "Consent may be withheld for any reason.", "annotations": []}})
write_assistants("assistants-stream-unstreamed-part.sse", more)
