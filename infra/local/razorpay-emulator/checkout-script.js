/*
 * Stand-in for https://checkout.razorpay.com/v1/checkout.js, served by the local Razorpay
 * emulator. Same contract: new Razorpay(options), .on('payment.failed', cb), .open(),
 * .close(). Plain ES2017 so it runs in any browser the shop supports, with no build step.
 */
(function () {
  "use strict";

  // Replaced with the emulator's origin when served, so the script works from any page origin.
  var EMULATOR_ORIGIN = "__RAZORPAY_EMULATOR_ORIGIN__";
  var DEFAULT_THEME = "#2b5cd6";
  var STYLE_ID = "rzp-emulator-style";
  var instances = 0;

  if (typeof window === "undefined") return;

  function formatRupees(paise) {
    try {
      return new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(paise / 100);
    } catch (e) {
      return "\u20B9" + (paise / 100).toFixed(2);
    }
  }

  function parseHex(colour) {
    var m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour || "");
    if (!m) return null;
    var hex = m[1].length === 3 ? m[1].replace(/(.)/g, "$1$1") : m[1];
    return [0, 2, 4].map(function (i) { return parseInt(hex.slice(i, i + 2), 16); });
  }

  function luminance(rgb) {
    var c = rgb.map(function (v) {
      v /= 255;
      return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    });
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  }

  /** Text on the theme colour: white or near-black, whichever contrasts more. */
  function textOn(rgb) {
    var l = luminance(rgb);
    return (1.05 / (l + 0.05)) >= ((l + 0.05) / (luminance([17, 24, 39]) + 0.05)) ? "#ffffff" : "#111827";
  }

  function passesLuhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits.charAt(digits.length - 1 - i));
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return sum % 10 === 0;
  }

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (name) {
      var value = attrs[name];
      if (value === null || value === undefined || value === false) return;
      if (name === "text") node.textContent = value;
      else if (name === "className") node.className = value;
      else node.setAttribute(name, value === true ? "" : String(value));
    });
    (children || []).forEach(function (child) { if (child) node.appendChild(child); });
    return node;
  }

  function injectStyle() {
    if (document.getElementById(STYLE_ID)) return;
    var css = [
      ".rzp-emu-backdrop{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;padding:16px;box-sizing:border-box;background:rgba(17,24,39,.6);font:16px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;color:#111827}",
      ".rzp-emu-backdrop *{box-sizing:border-box}",
      ".rzp-emu-dialog{width:100%;max-width:420px;max-height:calc(100vh - 32px);overflow:auto;background:#fff;border-radius:12px;box-shadow:0 20px 50px rgba(0,0,0,.35)}",
      ".rzp-emu-header{display:flex;align-items:flex-start;gap:12px;padding:16px 16px 14px}",
      ".rzp-emu-logo{width:44px;height:44px;border-radius:8px;background:#fff;object-fit:contain;flex:none}",
      ".rzp-emu-heading{flex:1;min-width:0}",
      ".rzp-emu-title{margin:0;font-size:18px;font-weight:700;overflow-wrap:anywhere;color:inherit;font-family:inherit}",
      ".rzp-emu-desc{margin:2px 0 0;font-size:14px;opacity:.92;overflow-wrap:anywhere}",
      ".rzp-emu-amount{margin:8px 0 0;font-size:20px;font-weight:700}",
      ".rzp-emu-close{flex:none;width:44px;height:44px;margin:-6px -6px 0 0;border:0;border-radius:50%;background:transparent;color:inherit;font-size:28px;line-height:1;cursor:pointer}",
      ".rzp-emu-close:hover{background:rgba(255,255,255,.18)}",
      ".rzp-emu-body{padding:16px}",
      ".rzp-emu-mode{display:inline-block;margin:0 0 12px;padding:2px 8px;border-radius:999px;background:#fef3c7;color:#78350f;font-size:13px;font-weight:600}",
      ".rzp-emu-field{margin:0 0 14px}",
      ".rzp-emu-row{display:flex;gap:12px}",
      ".rzp-emu-row .rzp-emu-field{flex:1;min-width:0}",
      ".rzp-emu-label{display:block;margin:0 0 4px;font-size:14px;font-weight:600;color:#374151}",
      ".rzp-emu-input{display:block;width:100%;min-height:46px;padding:10px 12px;border:1px solid #9ca3af;border-radius:8px;background:#fff;color:#111827;font:inherit;font-size:16px;letter-spacing:.04em}",
      ".rzp-emu-input[aria-invalid=true]{border-color:#b91c1c}",
      ".rzp-emu-field-error{margin:4px 0 0;color:#b91c1c;font-size:14px}",
      ".rzp-emu-message{margin:0 0 14px;padding:10px 12px;border-radius:8px;font-size:15px}",
      ".rzp-emu-message--error{background:#fef2f2;color:#991b1b;border:1px solid #fecaca}",
      ".rzp-emu-message--ok{background:#ecfdf5;color:#065f46;border:1px solid #a7f3d0}",
      ".rzp-emu-payer{margin:0 0 14px;font-size:14px;color:#4b5563;overflow-wrap:anywhere}",
      ".rzp-emu-pay{display:block;width:100%;min-height:48px;border:0;border-radius:8px;font:inherit;font-size:17px;font-weight:700;cursor:pointer}",
      ".rzp-emu-pay[disabled]{opacity:.7;cursor:progress}",
      ".rzp-emu-hint{margin:12px 0 0;font-size:13px;color:#4b5563}",
      ".rzp-emu-clock{margin:4px 0 0;font-size:14px;font-variant-numeric:tabular-nums}",
      ".rzp-emu-tabs{display:flex;gap:6px;margin:0 0 14px;border-bottom:1px solid #e5e7eb}",
      ".rzp-emu-tab{flex:1;min-height:44px;padding:8px 6px;border:0;border-bottom:3px solid transparent;background:transparent;color:#374151;font:inherit;font-size:15px;font-weight:600;cursor:pointer}",
      ".rzp-emu-tab[aria-selected=true]{border-bottom-color:var(--rzp-emu-focus);color:#111827}",
      ".rzp-emu-bank-title{margin:0 0 8px;font-size:17px;font-family:inherit;color:inherit}",
      ".rzp-emu-bank-actions{display:grid;gap:10px}",
      ".rzp-emu-pay--plain{background:#fff;color:#991b1b;border:1px solid #991b1b}",
      "select.rzp-emu-input{letter-spacing:normal}",
      ".rzp-emu-backdrop button:focus-visible,.rzp-emu-input:focus-visible{outline:3px solid var(--rzp-emu-focus);outline-offset:2px}",
      "@media (max-width:480px){.rzp-emu-backdrop{align-items:flex-end;padding:0}.rzp-emu-dialog{max-height:100vh;border-radius:16px 16px 0 0}}"
    ].join("\n");
    document.head.appendChild(el("style", { id: STYLE_ID, text: css }));
  }

  function requestJson(method, path, body) {
    return fetch(EMULATOR_ORIGIN + path, {
      method: method,
      headers: body ? { "Content-Type": "application/json" } : undefined,
      body: body ? JSON.stringify(body) : undefined,
      credentials: "omit"
    }).then(function (response) {
      return response.json().then(function (data) { return { ok: response.ok, status: response.status, data: data }; });
    });
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options.key !== "string" || options.key === "") {
      throw new Error("Razorpay: the key option is required");
    }
    this.options = options;
    this._listeners = {};
    this._view = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    if (typeof callback !== "function") return this;
    (this._listeners[event] = this._listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype._emit = function (event, payload) {
    (this._listeners[event] || []).forEach(function (callback) {
      try { callback(payload); } catch (e) { setTimeout(function () { throw e; }); }
    });
  };

  /** Closes like the shopper's close button does, which tells the page through modal.ondismiss. */
  Razorpay.prototype.close = function () {
    this._close(true);
  };

  Razorpay.prototype._close = function (dismissed) {
    var view = this._view;
    if (!view) return;
    this._view = null;
    if (view.timeoutTimer) clearTimeout(view.timeoutTimer);
    if (view.clockTimer) clearInterval(view.clockTimer);
    document.removeEventListener("keydown", view.onKeydown, true);
    if (view.root.parentNode) view.root.parentNode.removeChild(view.root);
    document.body.style.overflow = view.bodyOverflow;
    if (view.returnFocus && typeof view.returnFocus.focus === "function") view.returnFocus.focus();
    var modal = this.options.modal || {};
    if (dismissed && typeof modal.ondismiss === "function") modal.ondismiss();
  };

  var METHODS = [
    { id: "card", label: "Card", hint: "Test cards: 4100 2800 0000 1007 succeeds, 4100 2800 0006 0003 is declined. Any future expiry and CVV." },
    { id: "upi", label: "UPI", hint: "Test UPI IDs: success@razorpay succeeds, failure@razorpay fails, late@razorpay is approved now and captured a few seconds later." },
    { id: "netbanking", label: "Netbanking", hint: "Test mode: after Pay, the test bank page lets you choose success or failure." }
  ];

  function clockText(seconds) {
    var m = Math.floor(seconds / 60), s = seconds % 60;
    return m + ":" + (s < 10 ? "0" : "") + s;
  }

  Razorpay.prototype.open = function () {
    if (this._view) return this;
    var self = this;
    var options = this.options;
    var modal = options.modal || {};
    var prefill = options.prefill || {};
    var themeRgb = parseHex(options.theme && options.theme.color) || parseHex(DEFAULT_THEME);
    var theme = "rgb(" + themeRgb.join(",") + ")";
    var onTheme = textOn(themeRgb);
    var n = ++instances;
    var ids = {
      title: "rzp-emu-title-" + n, desc: "rzp-emu-desc-" + n, card: "rzp-emu-card-" + n,
      expiry: "rzp-emu-expiry-" + n, cvv: "rzp-emu-cvv-" + n, message: "rzp-emu-message-" + n,
      vpa: "rzp-emu-vpa-" + n, bank: "rzp-emu-bank-" + n, bankTitle: "rzp-emu-bank-title-" + n
    };
    injectStyle();

    var closeButton = el("button", { type: "button", className: "rzp-emu-close", "aria-label": "Close payment window", text: "\u00D7" });
    var amountText = el("p", { className: "rzp-emu-amount", text: typeof options.amount === "number" ? formatRupees(options.amount) : "" });
    // Razorpay's `timeout` (seconds): past it the shopper can no longer pay and checkout closes.
    var timeoutSeconds = typeof options.timeout === "number" && options.timeout > 0 ? Math.floor(options.timeout) : 0;
    var clock = timeoutSeconds ? el("p", { className: "rzp-emu-clock", text: "Time left to pay: " + clockText(timeoutSeconds) }) : null;
    var header = el("div", { className: "rzp-emu-header" }, [
      options.image ? el("img", { className: "rzp-emu-logo", src: options.image, alt: "" }) : null,
      el("div", { className: "rzp-emu-heading" }, [
        el("h2", { id: ids.title, className: "rzp-emu-title", text: options.name || "Payment" }),
        el("p", { id: ids.desc, className: "rzp-emu-desc", text: options.description || "Pay by card, UPI or net banking" }),
        amountText,
        clock
      ]),
      closeButton
    ]);
    header.style.background = theme;
    header.style.color = onTheme;

    function field(id, label, attrs, tag) {
      var input = el(tag || "input", Object.assign({ id: id, className: "rzp-emu-input", "aria-describedby": id + "-error" }, tag ? {} : { type: "text" }, attrs));
      var error = el("p", { id: id + "-error", className: "rzp-emu-field-error", hidden: true });
      return { input: input, error: error, node: el("div", { className: "rzp-emu-field" }, [el("label", { className: "rzp-emu-label", "for": id, text: label }), input, error]) };
    }
    var card = field(ids.card, "Card number", { inputmode: "numeric", autocomplete: "cc-number", placeholder: "4100 2800 0000 1007", maxlength: "23" });
    var expiry = field(ids.expiry, "Expiry (MM/YY)", { inputmode: "numeric", autocomplete: "cc-exp", placeholder: "MM/YY", maxlength: "7" });
    var cvv = field(ids.cvv, "CVV", { inputmode: "numeric", autocomplete: "cc-csc", type: "password", maxlength: "4" });
    var vpa = field(ids.vpa, "UPI ID", { inputmode: "email", autocomplete: "off", autocapitalize: "none", spellcheck: "false", placeholder: "success@razorpay", maxlength: "100" });
    var bank = field(ids.bank, "Bank", {}, "select");
    bank.input.appendChild(el("option", { value: "", text: "Select your bank" }));

    var panels = {
      card: el("div", { className: "rzp-emu-panel", role: "tabpanel" }, [card.node, el("div", { className: "rzp-emu-row" }, [expiry.node, cvv.node])]),
      upi: el("div", { className: "rzp-emu-panel", role: "tabpanel", hidden: true }, [vpa.node]),
      netbanking: el("div", { className: "rzp-emu-panel", role: "tabpanel", hidden: true }, [bank.node])
    };
    var tabs = {};
    var tabList = el("div", { className: "rzp-emu-tabs", role: "tablist", "aria-label": "Payment method" });
    METHODS.forEach(function (method, index) {
      var tabId = "rzp-emu-tab-" + method.id + "-" + n;
      var panelId = "rzp-emu-panel-" + method.id + "-" + n;
      var tab = el("button", { type: "button", id: tabId, className: "rzp-emu-tab", role: "tab", "aria-selected": index === 0 ? "true" : "false", "aria-controls": panelId, tabindex: index === 0 ? "0" : "-1", text: method.label });
      panels[method.id].id = panelId;
      panels[method.id].setAttribute("aria-labelledby", tabId);
      tab.addEventListener("click", function () { choose(method.id, true); });
      tab.addEventListener("keydown", function (event) {
        if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
        event.preventDefault();
        var next = METHODS[(index + (event.key === "ArrowRight" ? 1 : METHODS.length - 1)) % METHODS.length];
        choose(next.id, false);
        tabs[next.id].focus();
      });
      tabs[method.id] = tab;
      tabList.appendChild(tab);
    });

    var payButton = el("button", { type: "submit", className: "rzp-emu-pay", text: "Pay" });
    payButton.style.background = theme;
    payButton.style.color = onTheme;
    var payer = [prefill.email, prefill.contact].filter(Boolean).join(" \u00B7 ");
    var hint = el("p", { className: "rzp-emu-hint", text: METHODS[0].hint });
    var form = el("form", { novalidate: true, "aria-label": "Payment details" }, [
      tabList,
      panels.card, panels.upi, panels.netbanking,
      payer ? el("p", { className: "rzp-emu-payer", text: "Paying as " + payer }) : null,
      payButton,
      hint
    ]);
    var message = el("div", { id: ids.message, className: "rzp-emu-message", role: "alert", hidden: true });
    var loading = el("p", { text: "Loading\u2026" });
    var body = el("div", { className: "rzp-emu-body" }, [el("p", { className: "rzp-emu-mode", text: "Test mode" }), message, loading]);
    var dialog = el("div", { className: "rzp-emu-dialog", role: "dialog", "aria-modal": "true", "aria-labelledby": ids.title, "aria-describedby": ids.desc }, [header, body]);
    var root = el("div", { className: "rzp-emu-backdrop", "data-razorpay-emulator": "" }, [dialog]);
    root.style.setProperty("--rzp-emu-focus", theme);
    var method = "card";

    function choose(id, focusField) {
      method = id;
      METHODS.forEach(function (m) {
        var selected = m.id === id;
        tabs[m.id].setAttribute("aria-selected", selected ? "true" : "false");
        tabs[m.id].setAttribute("tabindex", selected ? "0" : "-1");
        panels[m.id].hidden = !selected;
        if (selected) hint.textContent = m.hint;
      });
      message.hidden = true;
      if (focusField) ({ card: card, upi: vpa, netbanking: bank })[id].input.focus();
    }
    function showMessage(text, kind) {
      message.textContent = text;
      message.className = "rzp-emu-message rzp-emu-message--" + (kind || "error");
      message.hidden = false;
    }
    function setFieldError(f, text) {
      f.error.textContent = text || "";
      f.error.hidden = !text;
      if (text) f.input.setAttribute("aria-invalid", "true"); else f.input.removeAttribute("aria-invalid");
    }
    function focusables() {
      return Array.prototype.filter.call(dialog.querySelectorAll("button, input, select, [href], [tabindex]:not([tabindex='-1'])"), function (node) {
        return !node.disabled && !node.closest("[hidden]") && node.getAttribute("tabindex") !== "-1";
      });
    }

    var view = {
      root: root,
      bodyOverflow: document.body.style.overflow,
      returnFocus: document.activeElement,
      timeoutTimer: null,
      clockTimer: null,
      onKeydown: function (event) {
        if (self._view !== view) return;
        if (event.key === "Escape" && modal.escape !== false) {
          event.preventDefault();
          self._close(true);
        } else if (event.key === "Tab") {
          // Keep keyboard focus inside the dialog while it is open.
          var items = focusables();
          if (items.length === 0) return;
          var first = items[0], last = items[items.length - 1];
          if (event.shiftKey && (document.activeElement === first || !dialog.contains(document.activeElement))) {
            event.preventDefault(); last.focus();
          } else if (!event.shiftKey && (document.activeElement === last || !dialog.contains(document.activeElement))) {
            event.preventDefault(); first.focus();
          }
        }
      }
    };
    this._view = view;
    if (timeoutSeconds) {
      var deadline = Date.now() + timeoutSeconds * 1000;
      view.timeoutTimer = setTimeout(function () { if (self._view === view) self._close(true); }, timeoutSeconds * 1000);
      view.clockTimer = setInterval(function () {
        clock.textContent = "Time left to pay: " + clockText(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
      }, 1000);
    }
    closeButton.addEventListener("click", function () { self._close(true); });
    root.addEventListener("click", function (event) {
      if (event.target === root && modal.backdropclose) self._close(true);
    });
    document.addEventListener("keydown", view.onKeydown, true);
    document.body.style.overflow = "hidden";
    document.body.appendChild(root);
    closeButton.focus();

    var orderAmount = options.amount;
    var banks = {};
    requestJson("GET", "/v1/checkout/preferences?key_id=" + encodeURIComponent(options.key) + (options.order_id ? "&order_id=" + encodeURIComponent(options.order_id) : ""))
      .then(function (result) {
        if (self._view !== view) return;
        body.removeChild(loading);
        if (!result.ok) {
          var description = result.data && result.data.error ? result.data.error.description : "Something went wrong.";
          showMessage(result.status === 401 ? "Oops! Something went wrong. " + description + ": the key " + options.key + " is not known." : "Oops! Something went wrong. " + description);
          closeButton.focus();
          return;
        }
        var order = result.data.order;
        if (!options.order_id || !order) {
          showMessage("Oops! Something went wrong. This checkout needs an order_id from your server.");
          return;
        }
        if (order.status === "paid") {
          showMessage("This order has already been paid.");
          return;
        }
        banks = (result.data.methods && result.data.methods.netbanking) || {};
        Object.keys(banks).forEach(function (code) { bank.input.appendChild(el("option", { value: code, text: banks[code] })); });
        // Razorpay charges the order's amount, whatever the page says.
        orderAmount = order.amount;
        amountText.textContent = formatRupees(orderAmount);
        payButton.textContent = "Pay " + formatRupees(orderAmount);
        body.appendChild(form);
        card.input.focus();
      })
      .catch(function () {
        if (self._view !== view) return;
        loading.textContent = "";
        showMessage("Could not reach the payment server. Please check your connection and try again.");
      });

    function busy(on, label) {
      payButton.disabled = on;
      if (on) form.setAttribute("aria-busy", "true"); else form.removeAttribute("aria-busy");
      payButton.textContent = on ? label || "Processing\u2026" : "Pay " + formatRupees(orderAmount);
    }

    /** The details of the chosen method, checked as Razorpay's checkout does; null when one is wrong. */
    function details() {
      if (method === "upi") {
        var id = vpa.input.value.trim();
        var ok = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/.test(id);
        setFieldError(vpa, ok ? "" : "Please enter a valid UPI ID, such as name@bank.");
        if (!ok) { vpa.input.focus(); return null; }
        return { method: "upi", vpa: id };
      }
      if (method === "netbanking") {
        var ok2 = bank.input.value !== "";
        setFieldError(bank, ok2 ? "" : "Please select your bank.");
        if (!ok2) { bank.input.focus(); return null; }
        return { method: "netbanking", bank: bank.input.value };
      }
      var digits = card.input.value.replace(/[\s-]/g, "");
      var expiryMatch = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(expiry.input.value);
      var cardOk = /^\d{12,19}$/.test(digits) && passesLuhn(digits);
      var expiryOk = !!expiryMatch && Number(expiryMatch[1]) >= 1 && Number(expiryMatch[1]) <= 12;
      var cvvOk = /^\d{3,4}$/.test(cvv.input.value.trim());
      setFieldError(card, cardOk ? "" : "Please enter a valid card number.");
      setFieldError(expiry, expiryOk ? "" : "Please enter the expiry as MM/YY.");
      setFieldError(cvv, cvvOk ? "" : "Please enter the 3 or 4 digit CVV.");
      if (!cardOk) { card.input.focus(); return null; }
      if (!expiryOk) { expiry.input.focus(); return null; }
      if (!cvvOk) { cvv.input.focus(); return null; }
      return { method: "card", card: { number: digits, expiry: expiry.input.value, cvv: cvv.input.value.trim() } };
    }

    function send(paying) {
      var fieldFor = { "card[number]": card, "card[expiry]": expiry, "card[cvv]": cvv, vpa: vpa, bank: bank };
      var request = Object.assign({
        key_id: options.key,
        order_id: options.order_id,
        email: prefill.email,
        contact: prefill.contact,
        description: options.description,
        notes: options.notes
      }, paying);
      busy(true, paying.method === "upi" ? "Waiting for approval\u2026" : "Processing\u2026");
      if (paying.method === "upi") showMessage("Approve the request sent to " + paying.vpa + " in your UPI app.", "ok");
      requestJson("POST", "/v1/checkout/payments", request).then(function (result) {
        if (self._view !== view) return;
        var data = result.data || {};
        busy(false);
        message.hidden = true;
        if (!result.ok) {
          var error = data.error || {};
          var wrong = fieldFor[error.field];
          if (wrong) { showForm(); setFieldError(wrong, error.description); wrong.input.focus(); }
          else { showForm(); showMessage(error.description || "The payment could not be started."); }
          return;
        }
        if (data.status === "failed") {
          showForm();
          cvv.input.value = "";
          showMessage("Payment failed: " + data.error.description + " You can try again or close this window.");
          payButton.focus();
          self._emit("payment.failed", { error: data.error });
          return;
        }
        if (data.callback === "withheld") {
          // As if the page lost the callback: only the webhook tells the shop.
          form.hidden = true;
          if (bankPage.parentNode) body.removeChild(bankPage);
          showMessage("Payment successful. You can close this window.", "ok");
          closeButton.focus();
          return;
        }
        self._close(false);
        if (typeof options.handler === "function") options.handler(data.response);
      }).catch(function () {
        if (self._view !== view) return;
        busy(false);
        showForm();
        showMessage("Could not reach the payment server. Please try again.");
      });
    }

    // Net banking in test mode goes through Razorpay's test bank page, where the shopper picks the bank's answer.
    var bankPage = el("section", { className: "rzp-emu-bank", "aria-labelledby": ids.bankTitle });
    function showBankPage(code) {
      bankPage.textContent = "";
      var success = el("button", { type: "button", className: "rzp-emu-pay", text: "Success" });
      var failure = el("button", { type: "button", className: "rzp-emu-pay rzp-emu-pay--plain", text: "Failure" });
      success.style.background = theme;
      success.style.color = onTheme;
      success.addEventListener("click", function () { send({ method: "netbanking", bank: code, bank_answer: "success" }); });
      failure.addEventListener("click", function () { send({ method: "netbanking", bank: code, bank_answer: "failure" }); });
      bankPage.appendChild(el("h3", { id: ids.bankTitle, className: "rzp-emu-bank-title", text: (banks[code] || code) + " \u2014 test bank page" }));
      bankPage.appendChild(el("p", { className: "rzp-emu-payer", text: "Paying " + formatRupees(orderAmount) + " to " + (options.name || "the merchant") + ". Choose what the bank answers." }));
      bankPage.appendChild(el("div", { className: "rzp-emu-bank-actions" }, [success, failure]));
      form.hidden = true;
      body.appendChild(bankPage);
      success.focus();
    }
    function showForm() {
      if (bankPage.parentNode) body.removeChild(bankPage);
      form.hidden = false;
    }

    form.addEventListener("submit", function (event) {
      event.preventDefault();
      if (payButton.disabled) return;
      message.hidden = true;
      var paying = details();
      if (!paying) return;
      if (paying.method === "netbanking") showBankPage(paying.bank);
      else send(paying);
    });
    return this;
  };

  Razorpay.__emulator = true;
  window.Razorpay = Razorpay;
})();
