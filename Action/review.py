#!/usr/bin/env python3
"""The tokenc GitHub Action's steps (action.yml runs them), with nothing but Python's standard library.

  review.py prepare   tokenc check and tokenc lint --format github; on a pull request, tokenc diff of the
                      base against the head as Markdown and as an HTML page. Writes what it found to
                      $RUNNER_TEMP/tokenc-review and the step outputs `html` and `pull-request`.
  review.py report    the job summary; on a pull request with `comment: true`, one comment kept up to date
                      (found again by a hidden marker and edited, never posted twice); exits 1 when check or
                      lint failed, or as `fail-on` says of the diff.

Inputs come as INPUT_* variables (INPUT_CONFIG, INPUT_FAIL_ON, INPUT_COMMENT, INPUT_ARTIFACT_URL), tokenc as
$TOKENC, the rest from the variables GitHub sets (GITHUB_EVENT_NAME, GITHUB_EVENT_PATH, GITHUB_REPOSITORY,
GITHUB_API_URL, GITHUB_TOKEN, GITHUB_STEP_SUMMARY, GITHUB_OUTPUT, RUNNER_TEMP).
"""

import json
import os
import subprocess
import sys
import urllib.error
import urllib.request

MARKER = "<!-- tokenc-review -->"
COMMENT_LIMIT = 60000  # GitHub refuses comments over 65,536 characters.


def env(name, default=""):
    return os.environ.get(name, default)


def folder():
    path = os.path.join(env("RUNNER_TEMP", "/tmp"), "tokenc-review")
    os.makedirs(path, exist_ok=True)
    return path


def run(arguments, cwd, capture=True):
    """Runs tokenc; returns its exit status and standard output (standard error goes to the log)."""
    print("::group::" + " ".join(arguments), flush=True)
    result = subprocess.run(arguments, cwd=cwd, stdout=subprocess.PIPE if capture else None, text=True)
    print("::endgroup::", flush=True)
    return result.returncode, result.stdout or ""


def set_output(name, value):
    path = env("GITHUB_OUTPUT")
    if path:
        with open(path, "a", encoding="utf-8") as out:
            out.write(f"{name}={value}\n")


def pull_request():
    """The event's pull request, or None on any other event."""
    if env("GITHUB_EVENT_NAME") not in ("pull_request", "pull_request_target"):
        return None
    with open(env("GITHUB_EVENT_PATH"), encoding="utf-8") as event:
        return json.load(event).get("pull_request")


def prepare():
    tokenc = env("TOKENC", "tokenc")
    config = env("INPUT_CONFIG", "tokenc.yaml") or "tokenc.yaml"
    directory = os.path.dirname(os.path.abspath(config))
    state = {"check": 0, "lint": 0, "diff": None}
    state["check"], _ = run([tokenc, "check", "--config", config], cwd=".", capture=False)
    # Annotations are workflow commands on standard output, which the runner reads from the log.
    state["lint"], _ = run([tokenc, "lint", "--format", "github", "--config", config], cwd=".", capture=False)
    pr = pull_request()
    set_output("pull-request", "true" if pr else "false")
    if pr:
        base, head = "git:" + pr["base"]["sha"], "git:" + pr["head"]["sha"]
        out = folder()
        status, report = run([tokenc, "diff", base, head, "--format", "json"], cwd=directory)
        diff = json.loads(report) if report.strip().startswith("{") else None
        _, markdown = run([tokenc, "diff", base, head, "--format", "markdown"], cwd=directory)
        html = os.path.join(out, "token-diff.html")
        run([tokenc, "diff", base, head, "--format", "html", "-o", html], cwd=directory)
        with open(os.path.join(out, "diff.md"), "w", encoding="utf-8") as file:
            file.write(markdown)
        state["diff"] = {
            "status": status,
            "breaking": diff is None or diff["counts"]["errors"] > 0 or diff["counts"]["breaking"] > 0,
            "any": diff is None or bool(diff["changes"]) or bool(diff["errors"]),
            "summary": diff["summary"] if diff else "the diff could not be made (see the log)",
        }
        set_output("html", html)
    with open(os.path.join(folder(), "state.json"), "w", encoding="utf-8") as file:
        json.dump(state, file)


def body(state):
    lines = [MARKER]
    diff = state["diff"]
    if diff is not None:
        with open(os.path.join(folder(), "diff.md"), encoding="utf-8") as file:
            markdown = file.read()
        lines.append(markdown.rstrip() if markdown.strip() else f"### Token changes\n\n{diff['summary']}")
        url = env("INPUT_ARTIFACT_URL")
        if url:
            lines.append(f"\n**[See every change drawn, before and after]({url})** (`token-diff.html` in the run's artifacts)")
    checks = [
        "Generated outputs: up to date" if state["check"] == 0 else "Generated outputs: **stale**; run `tokenc build` and commit",
        "Lint: passed" if state["lint"] == 0 else "Lint: **errors**, annotated on their lines",
    ]
    lines.append("\n" + " · ".join(checks))
    text = "\n".join(lines) + "\n"
    if len(text) > COMMENT_LIMIT:
        text = text[:COMMENT_LIMIT] + "\n\n…cut here; the page linked above shows every change.\n"
    return text


def api(method, path, payload=None):
    base = env("GITHUB_API_URL", "https://api.github.com").rstrip("/")
    request = urllib.request.Request(
        base + path,
        method=method,
        data=None if payload is None else json.dumps(payload).encode(),
        headers={
            "Accept": "application/vnd.github+json",
            "Authorization": "Bearer " + env("GITHUB_TOKEN"),
            "X-GitHub-Api-Version": "2022-11-28",
            "Content-Type": "application/json",
            "User-Agent": "tokenc-review",
        },
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read() or b"null")


def sticky_comment(number, text):
    """Edits the comment that carries the marker, or posts one."""
    repository = env("GITHUB_REPOSITORY")
    page = 1
    while True:
        comments = api("GET", f"/repos/{repository}/issues/{number}/comments?per_page=100&page={page}")
        for comment in comments:
            if MARKER in (comment.get("body") or ""):
                api("PATCH", f"/repos/{repository}/issues/comments/{comment['id']}", {"body": text})
                print(f"tokenc: updated the review comment {comment['id']}")
                return
        if len(comments) < 100:
            break
        page += 1
    created = api("POST", f"/repos/{repository}/issues/{number}/comments", {"body": text})
    print(f"tokenc: posted the review comment {created.get('id')}")


def report():
    with open(os.path.join(folder(), "state.json"), encoding="utf-8") as file:
        state = json.load(file)
    text = body(state)
    summary = env("GITHUB_STEP_SUMMARY")
    if summary:
        with open(summary, "a", encoding="utf-8") as out:
            out.write(text.replace(MARKER + "\n", ""))
    pr = pull_request()
    if pr and state["diff"] is not None and env("INPUT_COMMENT", "true") == "true":
        try:
            sticky_comment(pr["number"], text)
        except urllib.error.HTTPError as error:
            # A fork's pull request gets a read-only token: the summary still has the report.
            print(f"::warning title=tokenc::could not comment on the pull request ({error.code} {error.reason}); "
                  "the job summary has the report")
    failed = state["check"] != 0 or state["lint"] != 0
    diff = state["diff"]
    fail_on = env("INPUT_FAIL_ON", "breaking")
    if diff is not None and ((fail_on == "breaking" and diff["breaking"]) or (fail_on == "any" and diff["any"])):
        print(f"::error title=tokenc::token changes fail this check (fail-on: {fail_on}): {diff['summary']}")
        failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in ("prepare", "report"):
        print(__doc__)
        sys.exit(2)
    if sys.argv[1] == "prepare":
        prepare()
    else:
        sys.exit(report())
