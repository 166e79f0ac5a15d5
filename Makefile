# Every target calls `cargo xtask`, where the logic lives (see xtask/src); the opt-in local
# model is a script of its own (ops/local-model.sh, docs/local-model.md).
CARGO ?= cargo

.DEFAULT_GOAL := help
.PHONY: help run test test-area e2e chaos services services-stop bench bench-smoke fmt lint local-model

help: ## list targets
	@grep -E '^[a-z0-9-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-14s %s\n", $$1, $$2}'

run: ## start services, build, seed and serve on http://127.0.0.1:8080
	$(CARGO) xtask run

test: ## the whole suite, as CI runs it
	$(CARGO) xtask test

test-area: ## one area's tests in every layer, e.g. make test-area AREA=issues
	@test -n "$(AREA)" || { echo "usage: make test-area AREA=<area> (e.g. issues)"; exit 2; }
	$(CARGO) xtask test-area $(AREA)

e2e: ## only the browser end-to-end tests
	$(CARGO) xtask e2e

chaos: ## fault runs: kill -9, outages, held transaction, fuzzer (~15 min, loopback; docs/reliability.md)
	$(CARGO) xtask chaos

services: ## start PostgreSQL and NATS only, print their URLs
	$(CARGO) xtask services

services-stop: ## stop the private PostgreSQL/NATS started from .data/
	$(CARGO) xtask services --stop

bench: ## benchmark harness (release build)
	$(CARGO) xtask bench

bench-smoke: ## quick benchmark smoke run
	$(CARGO) xtask bench --smoke

fmt: ## format Rust and frontend code
	$(CARGO) xtask fmt

lint: ## rustfmt check, clippy, frontend lint and typecheck
	$(CARGO) xtask lint

local-model: ## opt-in: compile (first time ~10 min) and serve a small local AI model on :8081
	ops/local-model.sh
